/**
 * Compiles the configuration reference into the pages that show it, in the page's locale:
 * `<EnvVars group="database" />` or `<EnvVars names="FLOWLOOM_HOST,FLOWLOOM_PORT" />` gets the rows
 * of src/data/env-vars.ts, `<CliCommand name="run" />` the command of src/data/cli.ts. A page thus
 * carries the few rows it shows, never the whole catalog in two languages. An unknown group,
 * variable or command, or a variable shown twice on a page (its row id would repeat), fails the
 * build, naming the file and the line.
 */
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import type {Node} from 'unist';

import {cliCommandByName, cliCommands, optionForms, type CliCommand} from '../../src/data/cli';
import {l} from '../../src/data/components/localized';
import {
  ENV_GROUPS,
  envVarAnchor,
  envVarByName,
  envVarsByGroup,
  envVarsPageSlug,
  isEnvGroup,
  type EnvVar,
} from '../../src/data/env-vars';
import type {BuiltLocale} from '../../src/data/site';
import {
  expressionAttribute,
  jsxElements,
  sourceLocation,
  stringAttribute,
} from '../helpers/mdastNodes';

/** A variable as `<EnvVars>` draws it. */
export interface EnvVarRow extends Omit<EnvVar, 'description' | 'group' | 'page'> {
  anchor: string;
  description: string;
}

export interface CliOptionRow {
  /** `--open-browser`, and `--no-open-browser` for a boolean a variable can switch on. */
  forms: string[];
  type: string;
  default?: string;
  values?: readonly string[];
  required?: boolean;
  /** `href` is site-relative (`/environment-variables#flowloom_port`): the base URL is added when drawn. */
  envVar?: {name: string; href: string};
  description: string;
}

export interface CliCommandView {
  usage: string;
  description: string;
  options: CliOptionRow[];
}

const envVarsLabels = {
  variable: l('Variable', '变量'),
  type: l('Type', '类型'),
  default: l('Default', '默认值'),
  description: l('Description', '说明'),
  option: l('Option', '选项'),
  values: l('Values:', '可选值：'),
};

const cliLabels = {
  options: l('Options', '选项'),
  option: l('Option', '选项'),
  type: l('Type', '类型'),
  default: l('Default', '默认值'),
  envVar: l('Environment variable', '环境变量'),
  description: l('Description', '说明'),
  required: l('Required', '必填'),
  values: l('Values:', '可选值：'),
};

export type EnvVarsLabels = Record<keyof typeof envVarsLabels, string>;
export type CliLabels = Record<keyof typeof cliLabels, string>;

const inLocale = <K extends string>(
  labels: Record<K, Record<BuiltLocale, string>>,
  locale: BuiltLocale,
): Record<K, string> =>
  Object.fromEntries(
    Object.entries<Record<BuiltLocale, string>>(labels).map(([key, text]) => [key, text[locale]]),
  ) as Record<K, string>;

export function envVarRow(
  {description, group: _group, page: _page, ...rest}: EnvVar,
  locale: BuiltLocale,
): EnvVarRow {
  return {...rest, anchor: envVarAnchor(rest.name), description: description[locale]};
}

export function cliCommandView(command: CliCommand, locale: BuiltLocale): CliCommandView {
  return {
    usage: command.usage,
    description: command.description[locale],
    options: command.options.map((option) => ({
      forms: optionForms(option),
      type: option.type,
      ...(option.default !== undefined && {default: option.default}),
      ...(option.values && {values: option.values}),
      ...(option.required && {required: true}),
      ...(option.envVar && {
        envVar: {name: option.envVar, href: `/${envVarsPageSlug}#${envVarAnchor(option.envVar)}`},
      }),
      description: option.description[locale],
    })),
  };
}

/** The variables an `<EnvVars>` element asks for: a whole group, or a list of names. */
function requestedVariables(element: MdxJsxFlowElement, where: string): EnvVar[] {
  const group = stringAttribute(element, 'group');
  const names = stringAttribute(element, 'names');
  if ((group === undefined) === (names === undefined) || group === null || names === null) {
    throw new Error(
      `<EnvVars> in ${where} needs either group="…" (one of ${ENV_GROUPS.join(', ')}) or names="FLOWLOOM_A,FLOWLOOM_B", written as a string.`,
    );
  }
  if (group !== undefined) {
    if (!isEnvGroup(group)) {
      throw new Error(
        `<EnvVars group="${group}"> in ${where}: no such group in src/data/env-vars.ts (${ENV_GROUPS.join(', ')}).`,
      );
    }
    return envVarsByGroup(group);
  }
  return names!.split(',').map((raw) => {
    const name = raw.trim();
    const variable = envVarByName(name);
    if (!variable) {
      throw new Error(`<EnvVars> in ${where}: ${name} is not in src/data/env-vars.ts.`);
    }
    return variable;
  });
}

const remarkConfigReference: Plugin<[{locale: BuiltLocale}], Node> = ({locale}) => {
  return (tree, file) => {
    const shown = new Map<string, string>();
    for (const element of jsxElements(tree, 'EnvVars')) {
      const where = sourceLocation(file, element);
      const variables = requestedVariables(element, where);
      for (const {name} of variables) {
        const earlier = shown.get(name);
        if (earlier) {
          throw new Error(
            `<EnvVars> in ${where} shows ${name}, which ${earlier} already shows: a page shows a variable once.`,
          );
        }
        shown.set(name, where);
      }
      element.attributes = [
        expressionAttribute(
          'variables',
          variables.map((variable) => envVarRow(variable, locale)),
        ),
        expressionAttribute('labels', inLocale(envVarsLabels, locale)),
      ];
    }
    for (const element of jsxElements(tree, 'CliCommand')) {
      const where = sourceLocation(file, element);
      const name = stringAttribute(element, 'name');
      const command = typeof name === 'string' ? cliCommandByName(name) : undefined;
      if (!command) {
        throw new Error(
          `<CliCommand> in ${where} needs name="…", one of ${cliCommands.map((known) => known.name).join(', ')} (src/data/cli.ts).`,
        );
      }
      element.attributes = [
        expressionAttribute('command', cliCommandView(command, locale)),
        expressionAttribute('labels', inLocale(cliLabels, locale)),
      ];
    }
  };
};

export default remarkConfigReference;
