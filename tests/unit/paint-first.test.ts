/**
 * The page template's script starter (plugins/docusaurus/paint-first.ts, the "paint-first" dependency edit): the scripts start, in order, once the
 * first contentful paint is reported and the page is parsed, two frames later (so the frame showing the whole page is
 * on screen), or when the page is parsed if it cannot paint or say so; never twice.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';

import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

import {pageTemplate} from '../../plugins/docusaurus/dependency-edits';
import {startScriptsAfterPaint} from '../../plugins/docusaurus/paint-first';

type Listener = () => void;
type PaintCallback = (
  list: {getEntriesByName(name: string): unknown[]},
  observer: {disconnect(): void},
) => void;

/** Runs the starter in a fake page; returns what it appended and the hooks to drive it. */
function page({visibility = 'visible', paintTimingSupported = true, readyState = 'loading'} = {}) {
  const appended: {src: string; async: boolean}[] = [];
  // Animation frames and timers run only when the test says so: each runs the callbacks queued
  // before it, as a browser does.
  const frames: Listener[] = [];
  const timers: Listener[] = [];
  const flush = (queue: Listener[]) => queue.splice(0).forEach((callback) => callback());
  const listeners = new Map<string, Listener>();
  let observe: PaintCallback | undefined;
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = paintTimingSupported ? ['paint', 'resource'] : ['resource'];
    constructor(callback: PaintCallback) {
      observe = callback;
    }
    observe(options: object) {
      // Spread into this realm: the page's object has the page's Object prototype.
      assert.deepEqual({...options}, {type: 'paint', buffered: true});
    }
  }
  const document = {
    readyState,
    visibilityState: visibility,
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (script: {src: string; async: boolean}) => appended.push(script)},
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const window = {PerformanceObserver};
  runInNewContext(`(${startScriptsAfterPaint})(['/runtime.js', '/main.js'])`, {
    window,
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: Listener) => frames.push(callback),
    setTimeout: (callback: Listener) => timers.push(callback),
  });
  const paint = (...names: string[]) =>
    observe?.(
      {getEntriesByName: (name) => names.filter((entry) => entry === name)},
      {disconnect: () => (disconnected = true)},
    );
  /** The next frame is drawn, then the tasks queued meanwhile run. */
  const oneFrame = () => {
    flush(frames);
    flush(timers);
  };
  const twoFrames = () => {
    oneFrame();
    oneFrame();
  };
  /** The parser reaches the end of the page. */
  const parse = () => {
    document.readyState = 'interactive';
    listeners.get('DOMContentLoaded')?.();
  };
  return {appended, listeners, paint, oneFrame, twoFrames, parse, disconnected: () => disconnected};
}

const inOrder = [
  {src: '/runtime.js', async: false},
  {src: '/main.js', async: false},
];

test('a visible page starts its scripts, in order, two frames after its first contentful paint once parsed', () => {
  const {appended, paint, oneFrame, twoFrames, parse, disconnected} = page();
  paint('first-paint');
  assert.deepEqual(appended, [], 'a paint without content is not enough');
  paint('first-paint', 'first-contentful-paint');
  assert.ok(disconnected());
  twoFrames();
  assert.deepEqual(
    appended,
    [],
    'the first paint may show only the top of the page: it waits to be parsed',
  );
  parse();
  assert.deepEqual(appended, [], 'the frame showing the parsed page is not on screen yet');
  oneFrame();
  assert.deepEqual(appended, [], 'that frame is drawn, perhaps not yet shown');
  oneFrame();
  assert.deepEqual(appended, inOrder);
  paint('first-contentful-paint');
  twoFrames();
  assert.equal(appended.length, 2, 'started once');
});

test('a page parsed before its first contentful paint starts two frames after the paint', () => {
  const {appended, paint, twoFrames} = page({readyState: 'interactive'});
  twoFrames();
  assert.deepEqual(appended, [], 'parsed but not painted');
  paint('first-contentful-paint');
  assert.deepEqual(appended, []);
  twoFrames();
  assert.deepEqual(appended, inOrder);
});

test('a page hidden before its first paint starts at once', () => {
  const {appended, listeners, paint, twoFrames, parse} = page();
  listeners.get('visibilitychange')?.();
  assert.deepEqual(appended, inOrder);
  paint('first-contentful-paint');
  parse();
  twoFrames();
  assert.equal(appended.length, 2, 'started once');
});

for (const [name, options] of [
  ['opened in the background', {visibility: 'hidden'}],
  ['in a browser without paint timing', {paintTimingSupported: false}],
] as const) {
  test(`a page ${name} starts once parsed`, () => {
    const {appended, parse} = page(options);
    assert.deepEqual(appended, []);
    parse();
    assert.deepEqual(appended, inOrder);
  });
}

test("the template preloads Docusaurus's scripts and defers none; left out, it is Docusaurus's own", () => {
  assert.match(defaultTemplate, /<script src="[^"]+" defer><\/script>/);
  const paintFirst = pageTemplate(new Set());
  assert.doesNotMatch(paintFirst, /<script[^>]* defer/);
  assert.match(paintFirst, /<link rel="preload" as="script" fetchpriority="low"/);
  assert.ok(paintFirst.includes(startScriptsAfterPaint));
  assert.equal(pageTemplate(new Set(['paint-first'])), defaultTemplate);
});
