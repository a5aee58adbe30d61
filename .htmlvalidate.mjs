/**
 * html-validate's configuration for the check of every built page (tests/e2e/html-validity.spec.ts):
 * the HTML standard's rules and those of whole documents, without the stylistic ones (the build's HTML
 * minifier drops optional quotes and end tags, which is valid HTML), and one rule of the site's own.
 */
import activeTabHasPanel from './tests/html-validate/activeTabHasPanel.mjs';

export default {
  extends: ['html-validate:standard', 'html-validate:document'],
  plugins: [activeTabHasPanel],
  rules: {
    // What the Nu Html Checker asks of tabs and html-validate misses (tests/html-validate/).
    'flowloom/active-tab-has-panel': 'error',
    // Subresource integrity guards files served by a third party. Every script and stylesheet of the
    // site is served by the site itself; the tag manager's script changes at Google's will and cannot
    // be pinned to a hash.
    'require-sri': 'off',
  },
};
