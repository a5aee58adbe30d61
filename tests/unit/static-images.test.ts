/**
 * SVGs of static/ shown in Markdown are linked as the published file, with their size
 * (plugins/remark/remark-static-images.ts), instead of being written into the page as data URLs.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import remarkStaticImages, {svgSize} from '../../plugins/remark/remark-static-images';
import {siteDefaults} from '../../data/site';
import {compileMdx} from './compileMdx';

const staticDir = mkdtempSync(join(tmpdir(), 'static-images-'));
after(() => rmSync(staticDir, {recursive: true, force: true}));
mkdirSync(join(staticDir, 'img'));
writeFileSync(
  join(staticDir, 'img', 'sized.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 35" width="800" height="350"></svg>',
);
writeFileSync(
  join(staticDir, 'img', 'unsized.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
);

const compile = (mdx: string): Promise<string> =>
  compileMdx(mdx, [[remarkStaticImages, {baseUrl: '/docs/workflow/', staticDir}]]);

test('an SVG of static/ is an <img> of the published file, with its size and alt text', async () => {
  const out = await compile("Intro\n\n![The reader's diagram](/img/sized.svg)\n");
  assert.match(out, /src: "\/docs\/workflow\/img\/sized\.svg"/);
  assert.match(out, /alt: "The reader's diagram"/);
  assert.match(out, /width: "800"/);
  assert.match(out, /height: "350"/);
  // The theme's MDX image draws it, as it draws Markdown images: image zoom finds it.
  assert.match(out, /_jsx\(_components\.img, \{/);
  assert.doesNotMatch(out, /data:image/);
});

test('images that are not SVGs of static/ are left to Docusaurus', async () => {
  const out = await compile('![remote](https://example.com/a.svg) ![png](/img/a.png)\n');
  assert.match(out, /src: "https:\/\/example\.com\/a\.svg"/);
  assert.match(out, /src: "\/img\/a\.png"/);
});

test('a missing file or an SVG without a size fails, naming the page and the line', async () => {
  await assert.rejects(
    compile('Intro\n\n![x](/img/gone.svg)\n'),
    /\/img\/gone\.svg in page\.mdx:3/,
  );
  await assert.rejects(
    compile('![x](/img/unsized.svg)\n'),
    /\/img\/unsized\.svg in page\.mdx:1 has no size/,
  );
});

test('an SVG is sized by its width and height, else by its viewBox', () => {
  assert.deepEqual(svgSize('<svg width="10" height="20" viewBox="0 0 1 2">'), {
    width: 10,
    height: 20,
  });
  assert.deepEqual(svgSize('<svg viewBox="0 0 640 360">'), {width: 640, height: 360});
  assert.equal(svgSize('<svg width="100%">'), undefined);
});

test("the site's Markdown diagrams all have a size", async () => {
  const {readdirSync, readFileSync} = await import('node:fs');
  const dir = join('static', 'img', 'diagrams');
  const names = readdirSync(dir).filter((name) => name.endsWith('.svg'));
  assert.ok(names.length > 0);
  for (const name of names) assert.ok(svgSize(readFileSync(join(dir, name), 'utf8')), name);
  assert.ok(siteDefaults.baseUrl.endsWith('/'));
});
