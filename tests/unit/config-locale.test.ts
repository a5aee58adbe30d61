/**
 * The config is loaded, and validated, as each Docusaurus command loads it: the commands differ only in
 * what they leave in DOCUSAURUS_CURRENT_LOCALE. `npm start` without `--locale` once failed validation
 * here ("announcementBar.content" is required) because `start` sets the variable to "undefined".
 */
import assert from 'node:assert/strict';
import {after, test} from 'node:test';

import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import type {DocusaurusConfig} from '@docusaurus/types';

import {announcement, configLocale, copyright, localeDir, type BuiltLocale} from '../../data/site';

const VARIABLE = 'DOCUSAURUS_CURRENT_LOCALE';
const shellValue = process.env[VARIABLE];
after(() => {
  if (shellValue === undefined) delete process.env[VARIABLE];
  else process.env[VARIABLE] = shellValue;
});

/** The config as Docusaurus loads it: a fresh evaluation of docusaurus.config.ts, then validation. */
async function loadConfig(): Promise<DocusaurusConfig> {
  return (await loadSiteConfig({siteDir: process.cwd()})).siteConfig;
}

function assertLocale(config: DocusaurusConfig, locale: BuiltLocale): void {
  const themeConfig = config.themeConfig as {
    announcementBar: {content: string};
    footer: {copyright: string};
  };
  assert.equal(themeConfig.announcementBar.content, announcement.content[locale]);
  assert.equal(themeConfig.footer.copyright, copyright[locale]);
  // Markdown pictures are linked under the locale's own base URL, where its build publishes them.
  const docs = (config.presets[0] as [string, {docs: {beforeDefaultRemarkPlugins: unknown[]}}])[1]
    .docs;
  const staticImages = docs.beforeDefaultRemarkPlugins.find(
    (plugin): plugin is [unknown, {baseUrl: string}] =>
      Array.isArray(plugin) && typeof (plugin[1] as {baseUrl?: unknown})?.baseUrl === 'string',
  );
  assert.equal(staticImages?.[1].baseUrl, `${config.baseUrl}${localeDir(locale)}`);
}

/** `docusaurus start [--locale X]` assigns its option, absent or not (core's commands/start/start.js). */
function asStartDoes(option: string | undefined): void {
  // Node turns an undefined value into the string "undefined", as it does for start.
  process.env[VARIABLE] = option;
}

/** `serve`, `write-translations`, `swizzle`, `clear`: the variable is what the shell has. */
function asShellHas(value: string | undefined): void {
  if (value === undefined) delete process.env[VARIABLE];
  else process.env[VARIABLE] = value;
}

const cases: {name: string; set: () => void; locale: BuiltLocale}[] = [
  {name: 'start without --locale', set: () => asStartDoes(undefined), locale: 'en'},
  {
    name: 'start without --locale, the variable set in the shell',
    set: () => {
      asShellHas('zh-Hans');
      asStartDoes(undefined);
    },
    locale: 'en',
  },
  {name: 'start --locale en', set: () => asStartDoes('en'), locale: 'en'},
  {
    name: 'start --locale zh-Hans (npm run start:zh)',
    set: () => asStartDoes('zh-Hans'),
    locale: 'zh-Hans',
  },
  // build sets the variable to each locale before loading the config for it (buildLocale.js).
  {name: 'build, English', set: () => asShellHas('en'), locale: 'en'},
  {name: 'build, Simplified Chinese', set: () => asShellHas('zh-Hans'), locale: 'zh-Hans'},
  {
    name: 'serve, write-translations, swizzle, clear, the variable unset',
    set: () => asShellHas(undefined),
    locale: 'en',
  },
  {
    name: 'serve, write-translations, swizzle, clear, the variable empty',
    set: () => asShellHas(''),
    locale: 'en',
  },
  {
    name: 'serve, write-translations, swizzle, clear, the variable set to zh-Hans',
    set: () => asShellHas('zh-Hans'),
    locale: 'zh-Hans',
  },
];

for (const {name, set, locale} of cases) {
  test(`the config loads and validates for ${name}, in ${locale}`, async () => {
    set();
    assertLocale(await loadConfig(), locale);
  });
}

test('an unknown locale stops the command, naming the value and the locales', async () => {
  asShellHas('fr');
  await assert.rejects(loadConfig(), /DOCUSAURUS_CURRENT_LOCALE is "fr".*\(en, zh-Hans\)/s);
  assert.throws(() => configLocale('zh-Hant'), /"zh-Hant"/);
});
