/**
 * The OpenAPI theme's page, with the theme's stylesheet: imported here instead of on every page
 * (features/api-reference/index.ts drops it from the theme's client modules), it loads with the
 * API reference's own code (../../build/chunks.ts), and guides do not download it.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

export {default} from '@theme-init/ApiItem';
