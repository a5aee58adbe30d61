import {join} from 'node:path';

/** The repository root, where the site's files are: what build-time code reads files relative to. */
export const SITE_DIR = join(__dirname, '..', '..');
