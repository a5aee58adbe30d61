/**
 * The deployment files readers copy (examples/deploy), read into memory so that a test can check
 * a broken copy without touching the real ones.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

export const DEPLOY_DIR = 'examples/deploy';

export interface DeployFile {
  /** From the repository root, with `/`: `examples/deploy/compose/compose.yaml`. */
  path: string;
  text: string;
}

/** How a file is read and which validator checks it. */
export type Format =
  | 'compose'
  | 'kubernetes'
  | 'cloud-run'
  | 'render'
  | 'railway'
  | 'dockerfile'
  | 'space-readme'
  | 'shell'
  | 'requirements';

/** The folder of a file under examples/deploy: one platform, or `docker` for the image itself. */
export const targetOf = (path: string): string =>
  path.slice(DEPLOY_DIR.length + 1).split('/')[0] ?? '';

const baseName = (path: string): string => path.split('/').at(-1) ?? '';

export function formatOf(path: string): Format | undefined {
  const name = baseName(path);
  if (name === 'Dockerfile') return 'dockerfile';
  if (name === 'requirements.txt') return 'requirements';
  const target = targetOf(path);
  if (name.endsWith('.yaml')) {
    if (target === 'compose' || target === 'kubernetes' || target === 'cloud-run') return target;
    if (name === 'render.yaml') return 'render';
  }
  if (name === 'railway.json') return 'railway';
  if (name.endsWith('.sh')) return 'shell';
  if (target === 'hugging-face' && name === 'README.md') return 'space-readme';
  return undefined;
}

export function readDeployFiles(root = DEPLOY_DIR): DeployFile[] {
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).split('\\').join('/'))
    .sort()
    .map((path) => ({path, text: readFileSync(path, 'utf8')}));
}

/** A copy of `files` with `path` changed by `edit`: a broken copy for a test. */
export function withEdit(
  files: readonly DeployFile[],
  path: string,
  edit: (text: string) => string,
): DeployFile[] {
  const found = files.find((file) => file.path === path);
  if (!found) throw new Error(`${path} is not a deployment file`);
  const edited = edit(found.text);
  if (edited === found.text) throw new Error(`the edit of ${path} changed nothing`);
  return files.map((file) => (file.path === path ? {path, text: edited} : file));
}
