import assert from 'node:assert/strict';
import {test} from 'node:test';

import {envSwitch} from '../../plugins/helpers/envSwitch';

test('true, false, 1 and 0 in any case switch on and off', () => {
  for (const value of ['true', 'TRUE', 'True', '1', ' true '])
    assert.equal(envSwitch({X: value}, 'X', false), true, value);
  for (const value of ['false', 'FALSE', 'False', '0'])
    assert.equal(envSwitch({X: value}, 'X', true), false, value);
});

test('unset or empty is the default', () => {
  assert.equal(envSwitch({}, 'X', true), true);
  assert.equal(envSwitch({}, 'X', false), false);
  assert.equal(envSwitch({X: ''}, 'X', true), true);
});

test('any other value stops, naming the variable and the value', () => {
  for (const value of ['yes', 'no', 'off', '2', 'ture'])
    assert.throws(
      () => envSwitch({DOCS_FASTER: value}, 'DOCS_FASTER', true),
      new RegExp(`^Error: DOCS_FASTER is "${value}": set it to true, false, 1 or 0`),
    );
});
