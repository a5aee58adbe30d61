/**
 * The front matter of a Hugging Face Space's README. Hugging Face publishes no schema for it, only
 * a reference page (huggingface/hub-docs:docs/hub/spaces-config-reference.md):
 * the fields, colours and storage sizes below are the ones it documents, so a field it does not
 * list, or a misspelt one, fails.
 */
import {facts} from '../../../data/facts';
import {SERVER_SECRETS} from './crossChecks';
import {scalar, record} from './values';

const DOCUMENTED_FIELDS = new Set([
  'title',
  'emoji',
  'colorFrom',
  'colorTo',
  'sdk',
  'python_version',
  'sdk_version',
  'suggested_hardware',
  'suggested_storage',
  'app_file',
  'app_port',
  'base_path',
  'fullWidth',
  'models',
  'datasets',
  'tags',
  'pinned',
  'hf_oauth',
  'hf_oauth_redirect_path',
  'disable_embedding',
  'custom_headers',
]);
const COLORS = ['red', 'yellow', 'green', 'blue', 'indigo', 'purple', 'pink', 'gray'];
const STORAGE = ['small', 'medium', 'large'];

export function spaceProblems(path: string, frontMatter: unknown, body: string): string[] {
  const config = record(frontMatter);
  const problems = Object.keys(config)
    .filter((field) => !DOCUMENTED_FIELDS.has(field))
    .map(
      (field) =>
        `${path}: front matter field ${field} is not in Hugging Face's Space configuration reference`,
    );
  if (config.sdk !== 'docker') problems.push(`${path}: sdk is ${scalar(config.sdk)}, not docker`);
  if (typeof config.app_port !== 'number') {
    problems.push(`${path}: app_port must be a number (the port of ${facts.name}, ${facts.port})`);
  }
  for (const field of ['colorFrom', 'colorTo']) {
    const color = scalar(config[field]);
    if (color !== undefined && !COLORS.includes(color)) {
      problems.push(`${path}: ${field} is ${color}, not one of ${COLORS.join(', ')}`);
    }
  }
  const storage = scalar(config.suggested_storage);
  if (storage !== undefined && !STORAGE.includes(storage)) {
    problems.push(`${path}: suggested_storage is ${storage}, not one of ${STORAGE.join(', ')}`);
  }
  // The Space takes them from its settings, where readers must add them.
  for (const secret of SERVER_SECRETS) {
    if (!body.includes(secret))
      problems.push(`${path}: does not tell readers to add the secret ${secret}`);
  }
  return problems;
}
