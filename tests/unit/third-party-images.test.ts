/**
 * The images and versions of the services that run next to Flowloom come from data/facts.ts:
 * a page writes `{{postgresImage}}` and the like (so one release of PostgreSQL is changed once), and
 * a file readers copy writes the fact's value literally.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {pageSources} from './apiCalls';
import {imageReferences, thirdPartyImages} from './thirdPartyImages';

test('no page types the image of a third-party service: it writes the fact’s token', () => {
  const typed = pageSources().flatMap((file) =>
    imageReferences(readFileSync(file, 'utf8')).map(
      ({line, image}) => `${file}:${line}: ${image} (write its token from data/facts.ts)`,
    ),
  );
  assert.deepEqual(typed, []);
});

test('every image of a third-party service in the files readers copy is the fact’s', () => {
  const known = new Set(thirdPartyImages());
  const files = readdirSync('examples', {recursive: true, encoding: 'utf8'}).map((file) =>
    join('examples', file),
  );
  const found = files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return []; // a folder
    }
    return imageReferences(text).map((reference) => ({file, ...reference}));
  });
  assert.ok(found.length > 0, 'no image found in examples/: is the search broken?');
  assert.deepEqual(
    found
      .filter(({image}) => !known.has(image.replace(/^docker\.io\//, '')))
      .map(({file, line, image}) => `${file}:${line}: ${image} is not in data/facts.ts`),
    [],
  );
});

test('an image is told from a host and port, and a typed one is named', () => {
  const page = [
    '    image: postgres:16',
    'FLOWLOOM_DATABASE_URL=postgresql://flowloom:secret@postgres:5432/flowloom',
    'FLOWLOOM_REDIS_URL=redis://redis:6379/0',
    'docker run -d -p 6379:6379 redis:7',
    '    image: {{postgresImage}}',
  ].join('\n');
  assert.deepEqual(imageReferences(page), [
    {line: 1, image: 'postgres:16'},
    {line: 4, image: 'redis:7'},
  ]);
  assert.ok(thirdPartyImages().includes('redis:7'));
});
