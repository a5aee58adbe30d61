import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
// Generated from openapi.json by `npm run api:gen` (never committed).
import operations from './api-reference/sidebar';

/** The API reference: its overview, then the operations grouped by tag. */
const sidebars = {
  api: [{type: 'doc', id: 'index', label: 'Overview'}, ...operations],
} satisfies SidebarsConfig;

export default sidebars;
