import {readFileSync, readdirSync} from 'node:fs';
import {basename, join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {builtLocales, type BuiltLocale} from '../../data/site';
import {drawnFlow} from '../flows/describe';
import {flowSvg, layoutFlow} from '../flows/diagram';
import {FLOW_SCHEMA_FILE} from '../flows/flowFile';
import {COLOUR_MODES, diagramPalette, type ColourMode} from '../flows/themeColours';
import {writeStaticFile, writeStaticFolder} from '../helpers/generated-static';

/**
 * What pages about flow files show and link to, made before the site is bundled into the
 * generated static directory (plugins/helpers/generated-static.ts): the diagram of every flow of
 * examples/flows/, drawn from the file in each locale and colour mode (`<FlowDiagram>`,
 * plugins/remark/remark-flow-diagram.ts, shows them), and the flow-file schema, at `<baseUrl>flow-file.schema.json`.
 * A flow that is not valid stops the build with its faults.
 */
export const FLOWS_DIR = 'examples/flows';
export const FLOW_DIAGRAMS_DIR = 'img/flows';
export const FLOW_SCHEMA_URL = '/flow-file.schema.json';

/** The diagram of the flow `name` (`basic-prompting`), before the base URL is added. */
export const flowDiagramUrl = (name: string, locale: BuiltLocale, mode: ColourMode): string =>
  `/${FLOW_DIAGRAMS_DIR}/${diagramFileName(name, locale, mode)}`;

/** `basic-prompting.light.svg`, and `basic-prompting.zh-Hans.light.svg` in another locale. */
const diagramFileName = (name: string, locale: BuiltLocale, mode: ColourMode): string =>
  [name, ...(locale === builtLocales[0] ? [] : [locale]), mode, 'svg'].join('.');

/** Every diagram of every flow of `flowsDir`, by file name. */
export function flowDiagrams(flowsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(flowsDir).filter((entry) => entry.endsWith('.json'))) {
    const path = join(flowsDir, file);
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    for (const locale of builtLocales) {
      const flow = drawnFlow(path, json, locale);
      const layout = layoutFlow(flow);
      for (const mode of COLOUR_MODES) {
        files.set(
          diagramFileName(basename(file, '.json'), locale, mode),
          flowSvg(flow, layout, diagramPalette(mode), locale),
        );
      }
    }
  }
  return files;
}

export default function flowFilesPlugin(context: LoadContext): Plugin {
  const flowsDir = join(context.siteDir, FLOWS_DIR);
  return {
    name: 'flow-files',
    // `npm start` draws again when a flow changes.
    getPathsToWatch: () => [join(flowsDir, '*.json'), FLOW_SCHEMA_FILE],
    async loadContent() {
      await writeStaticFolder(FLOW_DIAGRAMS_DIR, flowDiagrams(flowsDir));
      await writeStaticFile(FLOW_SCHEMA_URL.slice(1), readFileSync(FLOW_SCHEMA_FILE, 'utf8'));
    },
  };
}
