/**
 * What the build gives the reference tables (`<EnvVars>`, `<CliCommand>`, `<TracingVariables>`): rows and labels already
 * in the page's locale, written into the page by plugins/remark/remark-config-reference.ts.
 */
import type {EnvVar} from '@site/data/env-vars';
import type {tracingLabels, TracingVariable} from '@site/data/tracing';

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

export type EnvVarsLabels = Record<
  'variable' | 'type' | 'default' | 'description' | 'option' | 'values',
  string
>;
export type CliLabels = Record<
  'options' | 'option' | 'type' | 'default' | 'envVar' | 'description' | 'required' | 'values',
  string
>;

/** A variable as `<TracingVariables>` draws it. */
export interface TracingVariableRow extends Pick<
  TracingVariable,
  'name' | 'required' | 'default' | 'secret'
> {
  anchor: string;
  description: string;
}

export type TracingLabels = Record<keyof typeof tracingLabels, string>;
