import type {Plugin} from '@docusaurus/types';

import {ENV_GROUPS, envGroupLabels, envVarsByGroup, envVarsPageSlug} from '../../data/env-vars';
import {facts} from '../../data/facts';
import {siteDefaults} from '../../data/site';
import {GENERATED_STATIC_DIR, writeStaticFile} from '../helpers/generated-static';

/**
 * The `.env` example of the environment-variables page, generated from data/env-vars.ts: every
 * variable commented out with its default, under its group. The plugin writes it into the generated
 * static directory (plugins/helpers/generated-static.ts) before the site is bundled, so `npm start` and
 * `npm run build` both serve it at `<baseUrl>flowloom.env`, in each locale.
 */
export const ENV_EXAMPLE_DIR = GENERATED_STATIC_DIR;
export const ENV_EXAMPLE_FILE = 'flowloom.env';

const WIDTH = 100;

/**
 * Catalog text as a plain comment: no Markdown marks, wrapped at WIDTH columns. No line starts with
 * `FLOWLOOM_…=`, which would read as a commented-out setting.
 */
function comment(text: string): string[] {
  const lines: string[][] = [[]];
  for (const word of text.replace(/`|\*\*/g, '').split(/\s+/)) {
    const line = lines.at(-1)!;
    if (['#', ...line, word].join(' ').length > WIDTH && line.length > 0) {
      const carried = /^FLOWLOOM_[A-Z0-9_]+=/.test(word) ? line.splice(-1) : [];
      lines.push([...carried, word]);
    } else {
      line.push(word);
    }
  }
  return lines.map((line) => ['#', ...line].join(' '));
}

/** A dotenv value: quoted when it has a space, a quote, `#`, `$` or a backslash. */
const dotenvValue = (value: string): string => (/[\s"'#$\\]/.test(value) ? `"${value}"` : value);

export function envExample(): string {
  const rule = `# ${'-'.repeat(WIDTH - 2)}`;
  const lines = [
    ...comment(
      `${facts.name} ${facts.version}: every environment variable the server reads, with its default. Uncomment a line to change it, then start the server with: ${facts.runCommand} --env-file ${ENV_EXAMPLE_FILE}`,
    ),
    ...comment(
      `An option of ${facts.runCommand} wins over a variable of the environment, which wins over this file. Explained at ${siteDefaults.url}${siteDefaults.baseUrl}${envVarsPageSlug}`,
    ),
  ];
  for (const group of ENV_GROUPS) {
    const {label, description} = envGroupLabels[group];
    lines.push('', rule, ...comment(`${label.en}: ${description.en}`), rule);
    for (const variable of envVarsByGroup(group)) {
      const details = [
        `Type: ${variable.type}.`,
        variable.values && `Values: ${variable.values.join(', ')}.`,
        variable.default === undefined && 'No default.',
        variable.cliOption && `Option: ${variable.cliOption}.`,
      ];
      lines.push(
        '',
        ...comment(`${variable.description.en} ${details.filter(Boolean).join(' ')}`),
        `# ${variable.name}=${dotenvValue(variable.default ?? '')}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export default function envExamplePlugin(): Plugin {
  return {
    name: 'env-example',
    async loadContent() {
      await writeStaticFile(ENV_EXAMPLE_FILE, envExample());
    },
  };
}
