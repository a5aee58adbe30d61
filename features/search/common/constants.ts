/**
 * Search settings shared by the config and the browser code. In local mode the theme still needs an
 * app id and a key (its config validation requires them); these placeholders mark the local engine
 * and are never sent anywhere.
 */
export const LOCAL_APP_ID = 'flowloom-local';
export const LOCAL_API_KEY = 'local-index-no-key';
/** Index name of the local index, and the default for a hosted one. */
export const DEFAULT_INDEX_NAME = 'flowloom_docs';
/** Hits per page of the search page, as many as the modal shows (the theme's page asks for 15). */
export const SEARCH_PAGE_HITS_PER_PAGE = 20;
/** The longest query a reader can type, in the modal (DocSearch's own limit) and on the search page. */
export const SEARCH_INPUT_MAX_LENGTH = 64;
