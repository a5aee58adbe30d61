/**
 * The head script of plugins/docusaurus/analytics, run as a browser would run it: Consent Mode's
 * defaults first, the stored choice on `<html data-consent>`, the tags only once consent is granted,
 * and a storage that throws taken as no choice. The plugin refuses ids of the wrong form.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';

import {consentDefaults, consentStorageKey} from '../../data/analytics';
import analytics from '../../plugins/docusaurus/analytics';
import {headScript, tagUrls} from '../../plugins/docusaurus/analytics/headScript';

const ids = {gtm: 'GTM-TEST', gtag: 'G-TEST'};

interface Run {
  dataLayer: unknown[];
  consent: string | undefined;
  scripts: string[];
  window: {flowloomLoadTags: () => void};
}

/** Runs the script with `stored` in localStorage (`'throws'`: a storage that refuses to be read). */
function run(stored: string | null): Run {
  const scripts: string[] = [];
  const attributes = new Map<string, string>();
  const window: Record<string, unknown> = {
    localStorage: {
      getItem(key: string) {
        if (stored === 'throws') throw new Error('SecurityError');
        return key === consentStorageKey ? stored : null;
      },
    },
  };
  const document = {
    documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)},
    head: {appendChild: (script: {src: string}) => scripts.push(script.src)},
    createElement: () => ({async: false, src: ''}),
  };
  window.window = window;
  window.document = document;
  runInNewContext(headScript(ids), window);
  return {
    // Through JSON: objects made in the script's realm have another Object.prototype.
    get dataLayer() {
      return JSON.parse(
        JSON.stringify(
          (window.dataLayer as unknown[]).map((entry) =>
            entry && typeof entry === 'object' && 'event' in entry
              ? {event: entry.event}
              : Array.from(entry as ArrayLike<unknown>),
          ),
        ),
      ) as unknown[];
    },
    consent: attributes.get('data-consent'),
    scripts,
    window: window as unknown as Run['window'],
  };
}

test('a first visit: the defaults deny all four signals, before anything else; no tag loads', () => {
  const {dataLayer, consent, scripts} = run(null);
  assert.deepEqual(dataLayer[0], ['consent', 'default', consentDefaults]);
  assert.deepEqual(Object.values(consentDefaults), ['denied', 'denied', 'denied', 'denied']);
  assert.equal((dataLayer[1] as unknown[])[0], 'js');
  assert.deepEqual(dataLayer[2], ['config', ids.gtag, {anonymize_ip: true}]);
  assert.equal(dataLayer.length, 3);
  assert.equal(consent, 'unset');
  assert.deepEqual(scripts, []);
});

test('declined earlier: no banner, no tag, no update', () => {
  const {dataLayer, consent, scripts} = run('denied');
  assert.equal(consent, 'denied');
  assert.deepEqual(scripts, []);
  assert.equal(dataLayer.length, 3);
});

test('accepted earlier: analytics granted, ads still denied, then Tag Manager starts and both tags load once', () => {
  const result = run('granted');
  const {dataLayer, consent, scripts, window} = result;
  assert.equal(consent, 'granted');
  assert.deepEqual(dataLayer.slice(3), [
    ['consent', 'update', {analytics_storage: 'granted'}],
    {event: 'gtm.js'},
  ]);
  assert.deepEqual(scripts, tagUrls(ids));
  assert.deepEqual(scripts, [
    'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
    'https://www.googletagmanager.com/gtag/js?id=G-TEST',
  ]);
  window.flowloomLoadTags();
  assert.equal(scripts.length, 2);
  assert.equal(result.dataLayer.length, 5);
});

test('a stored value of another form, or a storage that throws, is no choice', () => {
  for (const stored of ['yes', '', 'throws'] as const) {
    const {consent, scripts} = run(stored);
    assert.equal(consent, 'unset', `stored ${stored}`);
    assert.deepEqual(scripts, []);
  }
});

test('the banner loads the tags once, with `flowloomLoadTags`', () => {
  const result = run(null);
  result.window.flowloomLoadTags();
  result.window.flowloomLoadTags();
  assert.deepEqual(result.scripts, tagUrls(ids));
  assert.deepEqual(result.dataLayer.slice(3), [{event: 'gtm.js'}]);
});

test('ids of the wrong form stop the build, naming the id', () => {
  assert.throws(() => analytics({gtm: 'UA-1', gtag: 'G-TEST'}), /"UA-1" is not GTM-/);
  assert.throws(() => analytics({gtm: 'GTM-TEST', gtag: 'UA-12345-1'}), /"UA-12345-1" is not G-/);
});
