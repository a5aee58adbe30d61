/**
 * Settings of the documentation site itself (not of the product). The config
 * reads environment variables once and falls back to these defaults.
 */
import {cookieSettingsAttribute} from './analytics';
import {facts} from './facts';
import {latestRelease, releaseNotesPath} from './releases';

export const siteDefaults = {
  url: 'https://flowloom.dev',
  baseUrl: '/docs/workflow/',
  /** Google Tag Manager container and Google Analytics (gtag) measurement IDs. */
  gtmContainerId: 'GTM-FLOWLOOM',
  gtagTrackingId: 'G-FLOWLOOM00',
} as const;

/** The locales the site is built in, first the default. */
export const builtLocales = ['en', 'zh-Hans'] as const;
export type BuiltLocale = (typeof builtLocales)[number];

/** The locales translated from the default one. */
export const translatedLocales = builtLocales.filter((locale) => locale !== builtLocales[0]);

/** Where a locale's pages sit, under the base URL and in build/: '' for the default, `zh-Hans/` for another. */
export const localeDir = (locale: BuiltLocale): string =>
  locale === builtLocales[0] ? '' : `${locale}/`;

/**
 * A locale's build folder or base URL without the locale's folder: the site's root
 * (`build/zh-Hans` → `build`, `/docs/workflow/zh-Hans/` → `/docs/workflow/`).
 */
export const siteRootOf = (localized: string, locale: BuiltLocale): string =>
  localized.slice(0, localized.length - localeDir(locale).length);

const isBuiltLocale = (value: string): value is BuiltLocale =>
  (builtLocales as readonly string[]).includes(value);

/**
 * The locale Docusaurus loads the config for, from `DOCUSAURUS_CURRENT_LOCALE`. `build` sets it to each
 * locale in turn; `start` sets it from its `--locale` option, and without the option to the string
 * "undefined" (it then serves the default locale); the other commands leave it as the shell has it,
 * usually unset. Unset, empty or "undefined" is the default locale; an unknown locale stops the command,
 * naming the value.
 */
export function configLocale(value: string | undefined): BuiltLocale {
  if (value === undefined || value === '' || value === 'undefined') return builtLocales[0];
  if (isBuiltLocale(value)) return value;
  throw new Error(
    `DOCUSAURUS_CURRENT_LOCALE is "${value}", which is not a locale of this site (${builtLocales.join(', ')}).`,
  );
}

/** Label, direction and `<html lang>` of each locale; zh-Hant is configured so a future build needs no change. */
export const localeConfigs = {
  en: {label: 'English', direction: 'ltr', htmlLang: 'en-US'},
  'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans'},
  'zh-Hant': {label: '繁體中文', direction: 'ltr', htmlLang: 'zh-Hant'},
} as const satisfies Record<
  BuiltLocale | 'zh-Hant',
  {label: string; direction: 'ltr' | 'rtl'; htmlLang: string}
>;

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** The latest release on its minor's page, in a locale. */
const latestNotes = (locale: BuiltLocale): string =>
  `${siteDefaults.baseUrl}${localeDir(locale)}${releaseNotesPath(latestRelease.version)}`;

/**
 * The announcement bar, per locale (theme config strings are not part of the translation files),
 * from the latest release of the record. Its `id` follows the release, so readers who dismissed
 * the previous announcement see the next one.
 */
export const announcement = {
  id: `release-${latestRelease.version.replaceAll('.', '-')}`,
  content: {
    en: `${facts.name} ${latestRelease.version} is out: ${lowerFirst(latestRelease.summary.en)} <a href="${latestNotes('en')}">Read the release notes</a>`,
    'zh-Hans': `${facts.name} ${latestRelease.version} 已发布：${latestRelease.summary['zh-Hans']}<a href="${latestNotes('zh-Hans')}">阅读发布说明</a>`,
  } satisfies Record<BuiltLocale, string>,
} as const;

const year = new Date().getFullYear();

/** The footer's copyright line, per locale (kept out of footer.json so the year stays current). */
export const copyright = {
  en: `Copyright © ${year} The ${facts.name} authors. Documentation licensed under CC BY 4.0.`,
  'zh-Hans': `版权所有 © ${year} ${facts.name} 作者。文档采用 CC BY 4.0 许可协议。`,
} satisfies Record<BuiltLocale, string>;

/**
 * The footer's "Cookie settings" button, which shows the consent banner again (src/components/ConsentBanner).
 * A footer item of raw HTML: the theme translates labels of links only.
 */
export const cookieSettingsButton = (locale: BuiltLocale): string =>
  `<button type="button" class="footer__link-item footer-cookie-settings" ${cookieSettingsAttribute}>${{en: 'Cookie settings', 'zh-Hans': 'Cookie 设置'}[locale]}</button>`;

/** Label of the release-notes entry of the version menu (nested navbar items are not in navbar.json). */
export const releaseNotesLabel = {en: 'Release notes', 'zh-Hans': '发布说明'} satisfies Record<
  BuiltLocale,
  string
>;
