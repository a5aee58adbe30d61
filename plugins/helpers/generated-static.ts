import {existsSync} from 'node:fs';
import {cp, mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import {dirname, join, relative} from 'node:path';

/**
 * Files made before the site is bundled go into this git-ignored directory, which
 * docusaurus.config.ts lists in `staticDirectories`: `npm start` and `npm run build` then serve
 * them under the base URL, in each locale, as they serve static/. The `.env` example
 * (plugins/docusaurus/env-example.ts), the files of examples/ (plugins/docusaurus/example-files.ts) and the diagrams of
 * the flows there and the flow-file schema (plugins/docusaurus/flow-files.ts) are written here.
 */
export const GENERATED_STATIC_DIR = 'generated/static';

/** Writes `content` at `path` under the generated static directory. */
export async function writeStaticFile(path: string, content: string): Promise<void> {
  const target = join(GENERATED_STATIC_DIR, path);
  await mkdir(dirname(target), {recursive: true});
  await writeFile(target, content);
}

/** Removes the files under `target` whose path (relative to it) `keep` rejects. */
async function prune(target: string, keep: (relativePath: string) => boolean): Promise<void> {
  const found = await readdir(target, {recursive: true, withFileTypes: true});
  for (const entry of found) {
    const relativePath = relative(target, join(entry.parentPath, entry.name));
    if (entry.isFile() && !keep(relativePath)) await rm(join(target, relativePath), {force: true});
  }
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
  await prune(target, (relativePath) => existsSync(join(source, relativePath)));
}

/**
 * Writes `files` (content by path) under `path` of the generated static directory and removes
 * every other file there, as copyStaticFolder does for a copied folder.
 */
export async function writeStaticFolder(
  path: string,
  files: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [name, content] of files) await writeStaticFile(join(path, name), content);
  await mkdir(join(GENERATED_STATIC_DIR, path), {recursive: true});
  await prune(join(GENERATED_STATIC_DIR, path), (relativePath) => files.has(relativePath));
}
