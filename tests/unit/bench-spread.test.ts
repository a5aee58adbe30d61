import assert from 'node:assert/strict';
import {test} from 'node:test';

import {effectShown, formatSpread, spread} from '../../scripts/bench/spread';

test('the spread of runs is their median and interquartile range', () => {
  assert.deepEqual(spread([5, 1, 3, 2, 4]), {median: 3, q1: 2, q3: 4});
  // Seven runs, unsorted, with an outlier the quartiles ignore.
  assert.deepEqual(spread([300, 310, 290, 305, 900, 295, 298]), {
    median: 300,
    q1: 296.5,
    q3: 307.5,
  });
  assert.equal(formatSpread(spread([1, 2, 3, 4])), '3 (IQR 2–3)');
  assert.throws(() => spread([]), /no runs/);
});

test('an effect is shown only when the interquartile ranges are apart', () => {
  const withEdit = spread([456, 470, 440, 500, 430, 460, 480]);
  const overlapping = spread([478, 450, 490, 520, 470, 460, 500]);
  const apart = spread([600, 620, 610, 640, 590, 630, 615]);
  assert.equal(effectShown(withEdit, overlapping), false);
  assert.equal(effectShown(withEdit, apart), true);
  assert.equal(effectShown(apart, withEdit), true);
});
