/**
 * Compiles the configuration reference into the pages that show it, in the page's locale:
 * `<EnvVars group="database" />` or `<EnvVars names="FLOWLOOM_HOST,FLOWLOOM_PORT" />` gets the rows
 * of data/env-vars.ts, `<CliCommand name="run" />` the command of data/cli.ts. A page thus
 * carries the few rows it shows, never the whole catalog in two languages. An unknown group,
 * variable or command, or a variable shown twice on a page (its row id would repeat), fails the
 * build, naming the file and the line.
 */
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import type {Node} from 'unist';

import {cliCommandByName, cliCommands, optionForms, type CliCommand} from '../../data/cli';
import {l} from '../../data/components/localized';
import type {Localized} from '../../data/components/types';
import {
  ENV_GROUPS,
  envVarAnchor,
  envVarByName,
  envVarsByGroup,
  envVarsPageSlug,
  isEnvGroup,
  type EnvVar,
} from '../../data/env-vars';
import type {BuiltLocale} from '../../data/site';
import {expressionAttribute, forEachJsxElement, stringAttribute} from '../helpers/mdastNodes';
import type {
  CliCommandView,
  CliLabels,
  EnvVarRow,
  EnvVarsLabels,
} from '../../src/components/ReferenceTable/rows';

const envVarsLabels: Record<keyof EnvVarsLabels, Localized> = {
  variable: l('Variable', '变量'),
  type: l('Type', '类型'),
  default: l('Default', '默认值'),
  description: l('Description', '说明'),
  option: l('Option', '选项'),
  values: l('Values:', '可选值：'),
};

const cliLabels: Record<keyof CliLabels, Localized> = {
  options: l('Options', '选项'),
  option: l('Option', '选项'),
  type: l('Type', '类型'),
  default: l('Default', '默认值'),
  envVar: l('Environment variable', '环境变量'),
  description: l('Description', '说明'),
  required: l('Required', '必填'),
  values: l('Values:', '可选值：'),
};

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
        `<EnvVars group="${group}"> in ${where}: no such group in data/env-vars.ts (${ENV_GROUPS.join(', ')}).`,
      );
    }
    return envVarsByGroup(group);
  }
  return names!.split(',').map((raw) => {
    const name = raw.trim();
    const variable = envVarByName(name);
    if (!variable) {
      throw new Error(`<EnvVars> in ${where}: ${name} is not in data/env-vars.ts.`);
    }
    return variable;
  });
}

const remarkConfigReference: Plugin<[{locale: BuiltLocale}], Node> = ({locale}) => {
  return (tree, file) => {
    const shown = new Map<string, string>();
    forEachJsxElement(tree, 'EnvVars', file, (element, where) => {
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
    });
    forEachJsxElement(tree, 'CliCommand', file, (element, where) => {
      const name = stringAttribute(element, 'name');
      const command = typeof name === 'string' ? cliCommandByName(name) : undefined;
      if (!command) {
        throw new Error(
          `<CliCommand> in ${where} needs name="…", one of ${cliCommands.map((known) => known.name).join(', ')} (data/cli.ts).`,
        );
      }
      element.attributes = [
        expressionAttribute('command', cliCommandView(command, locale)),
        expressionAttribute('labels', inLocale(cliLabels, locale)),
      ];
    });
  };
};

export default remarkConfigReference;
