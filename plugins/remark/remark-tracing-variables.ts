/**
 * Compiles a tracing provider's variables into the page that shows them, in the page's locale:
 * `<TracingVariables provider="langfuse" />` gets that provider's rows of data/tracing.ts and
 * the table's labels. A page thus carries its own provider's few rows, never the catalog of every
 * provider in two languages. An unknown provider fails the build, naming the file and the line.
 */
import type {Plugin} from 'unified';
import type {Node} from 'unist';

import type {BuiltLocale} from '../../data/site';
import {
  TRACING_PROVIDER_IDS,
  tracingLabels,
  tracingProviderById,
  tracingVariableAnchor,
} from '../../data/tracing';
import {expressionAttribute, forEachJsxElement, stringAttribute} from '../helpers/mdastNodes';
import type {TracingLabels, TracingVariableRow} from '../../src/components/ReferenceTable/rows';

const remarkTracingVariables: Plugin<[{locale: BuiltLocale}], Node> = ({locale}) => {
  return (tree, file) => {
    forEachJsxElement(tree, 'TracingVariables', file, (element, where) => {
      const id = stringAttribute(element, 'provider');
      const provider = typeof id === 'string' ? tracingProviderById(id) : undefined;
      if (!provider) {
        throw new Error(
          `<TracingVariables provider="${String(id)}"> in ${where}: no such provider in data/tracing.ts (${TRACING_PROVIDER_IDS.join(', ')}).`,
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
    });
  };
};

export default remarkTracingVariables;
