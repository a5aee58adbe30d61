import {themes, type PrismTheme} from 'prism-react-renderer';

/** `theme` with the colours of some token types replaced (later styles win in prism-react-renderer). */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  const styles = Object.entries(colours).map(([type, color]) => ({types: [type], style: {color}}));
  return {...theme, styles: [...theme.styles, ...styles]};
}

/**
 * Code block colours: VS Code's light and dark themes, with every token at 4.5:1 or more against
 * the block (#fff, #1e1e1e) and against a highlighted line (custom.css). The originals fall short
 * for these types (e.g. attr-name #f00 is 4.0:1 on white, a markup punctuation #808080 4.2:1 on #1e1e1e).
 */
export const lightCodeTheme = recolour(themes.vsLight, {
  'attr-name': '#c80000',
  number: '#07704a',
  variable: '#07704a',
  inserted: '#07704a',
  'class-name': '#1f6a80',
  comment: '#007000',
  builtin: '#0060a8',
});

export const darkCodeTheme = recolour(themes.vsDark, {
  prolog: '#9a9cd8',
  constant: '#9a9cd8',
  punctuation: '#d4d4d4',
  comment: '#7fb069',
  builtin: '#6cb0ea',
  keyword: '#6cb0ea',
  changed: '#6cb0ea',
  'interpolation-punctuation': '#6cb0ea',
  char: '#e88f8f',
});

/**
 * Languages beyond those prism-react-renderer bundles, loaded from prismjs: at build time for every
 * code block (plugins/docusaurus/code-highlight) and, in the browser, for the API reference's request samples.
 */
export const prismLanguages = [
  'bash',
  'json',
  'python',
  'yaml',
  'docker',
  'toml',
  'ini',
  'powershell',
  'nginx',
];
