/**
 * The Troubleshooting index, in this folder top to bottom (README.md): one page that lists every
 * Troubleshooting entry of the guides and every error message of the API, each by the error texts
 * a reader pastes, linked to where its fix is written.
 */

// What the rest of the site uses of it: the guides' remark step that writes the index.
export {default as remarkTroubleshootingIndex} from './build/remarkIndex';
