/**
 * Compiles a tracing provider's variables into the page that shows them, in the page's locale:
 * `<TracingVariables provider="langfuse" />` gets that provider's rows of src/data/tracing.ts and
 * the table's labels. A page thus carries its own provider's few rows, never the catalog of every
 * provider in two languages. An unknown provider fails the build, naming the file and the line.
 */
import type {Plugin} from 'unified';
import type {Node} from 'unist';

import type {BuiltLocale} from '../../src/data/site';
import {
  TRACING_PROVIDER_IDS,
  tracingLabels,
  tracingProviderById,
  tracingVariableAnchor,
  type TracingVariable,
} from '../../src/data/tracing';
import {
  expressionAttribute,
  jsxElements,
  sourceLocation,
  stringAttribute,
} from '../helpers/mdastNodes';

/** A variable as `<TracingVariables>` draws it. */
export interface TracingVariableRow extends Pick<
  TracingVariable,
  'name' | 'required' | 'default' | 'secret'
> {
  anchor: string;
  description: string;
}

export type TracingLabels = Record<keyof typeof tracingLabels, string>;

const remarkTracingVariables: Plugin<[{locale: BuiltLocale}], Node> = ({locale}) => {
  return (tree, file) => {
    for (const element of jsxElements(tree, 'TracingVariables')) {
      const where = sourceLocation(file, element);
      const id = stringAttribute(element, 'provider');
      const provider = typeof id === 'string' ? tracingProviderById(id) : undefined;
      if (!provider) {
        throw new Error(
          `<TracingVariables provider="${String(id)}"> in ${where}: no such provider in src/data/tracing.ts (${TRACING_PROVIDER_IDS.join(', ')}).`,
        );
      }
      const variables: TracingVariableRow[] = provider.variables.map(
        ({description, ...variable}) => ({
          ...variable,
          anchor: tracingVariableAnchor(variable.name),
          description: description[locale],
        }),
      );
      const labels = Object.fromEntries(
        Object.entries(tracingLabels).map(([key, text]) => [key, text[locale]]),
      ) as TracingLabels;
      element.attributes = [
        expressionAttribute('variables', variables),
        expressionAttribute('labels', labels),
      ];
    }
  };
};

export default remarkTracingVariables;
