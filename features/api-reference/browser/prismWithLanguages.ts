/**
 * prism-react-renderer with the site's extra languages registered, for the components that still
 * highlight in the browser (the API reference's; see plugins/docusaurus/code-highlight). The theme does this
 * in a module every page loads; here only the pages that highlight pay for Prism.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism} from 'prism-react-renderer';

prismIncludeLanguages(Prism);

export * from 'prism-react-renderer';
