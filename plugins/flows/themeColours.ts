/**
 * The site's theme colours in each colour mode, read from the stylesheets the pages load (Infima,
 * then src/css/custom.css), so that flow diagrams drawn at build time follow the theme: change a
 * colour there and the next build draws the diagrams with it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {SITE_DIR} from '../helpers/siteDir';

export const COLOUR_MODES = ['light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** In the order the pages load them: a later declaration wins. */
const STYLESHEETS = [
  join(SITE_DIR, 'node_modules/infima/dist/css/default/default.css'),
  join(SITE_DIR, 'src/css/custom.css'),
];

/** The selectors whose custom properties apply in each mode (dark mode inherits light's). */
const MODE_SELECTORS: Record<ColourMode, readonly string[]> = {
  light: [':root', "html[data-theme='light']", "[data-theme='light']"],
  dark: [
    ':root',
    "html[data-theme='light']",
    "[data-theme='light']",
    "html[data-theme='dark']",
    "[data-theme='dark']",
  ],
};

/** Custom properties declared by rules whose selector list contains one of `selectors`. */
function declarations(css: string, selectors: readonly string[], into: Map<string, string>): void {
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectorList, body] of uncommented.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const names = selectorList!.split(',').map((selector) => selector.trim());
    if (!names.some((name) => selectors.includes(name))) continue;
    for (const declaration of body!.split(';')) {
      const match = /^\s*(--[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(declaration);
      if (match) into.set(match[1]!, match[2]!.replace(/\s+/g, ' '));
    }
  }
}

const cache = new Map<ColourMode, Map<string, string>>();
function properties(mode: ColourMode): Map<string, string> {
  let found = cache.get(mode);
  if (!found) {
    found = new Map();
    for (const file of STYLESHEETS)
      declarations(readFileSync(file, 'utf8'), MODE_SELECTORS[mode], found);
    cache.set(mode, found);
  }
  return found;
}

/** The value of a custom property in `mode`, with every `var(--…)` in it replaced. */
export function themeValue(mode: ColourMode, name: string): string {
  const value = properties(mode).get(name);
  if (value === undefined) throw new Error(`the theme declares no ${name} in ${mode} mode`);
  return value.replace(/var\((--[\w-]+)\)/g, (_, inner: string) => themeValue(mode, inner));
}

/** The colours a flow diagram uses, by role. */
export interface DiagramPalette {
  /** What the page shows behind the diagram (Infima's light background is transparent: white). */
  page: string;
  nodeFill: string;
  nodeBorder: string;
  text: string;
  mutedText: string;
  edge: string;
  fontFamily: string;
  monospaceFamily: string;
}

export function diagramPalette(mode: ColourMode): DiagramPalette {
  const value = (name: string) => themeValue(mode, name);
  const background = value('--ifm-background-color');
  return {
    page: background === 'transparent' ? '#ffffff' : background,
    nodeFill: value('--ifm-background-surface-color'),
    nodeBorder: value('--ifm-color-emphasis-600'),
    text: value('--ifm-font-color-base'),
    mutedText: value('--ifm-color-emphasis-700'),
    edge: value('--ifm-color-primary'),
    fontFamily: value('--ifm-font-family-base'),
    monospaceFamily: value('--ifm-font-family-monospace'),
  };
}
