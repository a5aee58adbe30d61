import {existsSync} from 'node:fs';
import {cp, mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import {dirname, join, relative} from 'node:path';

/**
 * Files made before the site is bundled go into this git-ignored directory, which
 * docusaurus.config.ts lists in `staticDirectories`: `npm start` and `npm run build` then serve
 * them under the base URL, in each locale, as they serve static/. The `.env` example
 * (plugins/env-example.ts) and the files of examples/ (plugins/example-files.ts) are written here.
 */
export const GENERATED_STATIC_DIR = 'generated/static';

/** Writes `content` at `path` under the generated static directory. */
export async function writeStaticFile(path: string, content: string): Promise<void> {
  const target = join(GENERATED_STATIC_DIR, path);
  await mkdir(dirname(target), {recursive: true});
  await writeFile(target, content);
}

/**
 * Copies the folder `source` to `path` under the generated static directory and removes what an
 * earlier run left there that `source` no longer has, so that a deleted file is no longer served.
 * Nothing is removed before copying: two servers started at once (`npm start` and
 * `npm run start:zh`) may run this together, and each must find every file in place.
 */
export async function copyStaticFolder(source: string, path: string): Promise<void> {
  const target = join(GENERATED_STATIC_DIR, path);
  await cp(source, target, {recursive: true, force: true});
  const copied = await readdir(target, {recursive: true, withFileTypes: true});
  for (const entry of copied) {
    const relativePath = relative(target, join(entry.parentPath, entry.name));
    if (entry.isFile() && !existsSync(join(source, relativePath))) {
      await rm(join(target, relativePath), {force: true});
    }
  }
}
