import {ioComponents} from './io';
import {agentsComponents} from './agents';
import {modelsComponents} from './models';
import {embeddingModelsComponents} from './embedding-models';
import {promptsComponents} from './prompts';
import {dataComponents} from './data';
import {processingComponents} from './processing';
import {logicComponents} from './logic';
import {helpersComponents} from './helpers';
import {loadersComponents} from './loaders';
import {memoriesComponents} from './memories';
import {toolsComponents} from './tools';
import {vectorStoresComponents} from './vector-stores';
import {bundlesComponents} from './bundles';
import {customComponents} from './custom';
import type {ComponentSpec, Family} from './types';

/** A page's `<ComponentDetails id="…" />`, with the component's id. */
export const COMPONENT_DETAILS_USAGE = /<ComponentDetails\s+id="([^"]+)"\s*\/>/g;

/** Every component, family by family; each family's list is in its own file. */
export const components: readonly ComponentSpec[] = [
  ...ioComponents,
  ...agentsComponents,
  ...modelsComponents,
  ...embeddingModelsComponents,
  ...promptsComponents,
  ...dataComponents,
  ...processingComponents,
  ...logicComponents,
  ...helpersComponents,
  ...loadersComponents,
  ...memoriesComponents,
  ...toolsComponents,
  ...vectorStoresComponents,
  ...bundlesComponents,
  ...customComponents,
];

export const componentsById: ReadonlyMap<string, ComponentSpec> = new Map(
  components.map((component) => [component.id, component]),
);

/** The slug of the page that documents a family. */
export const familyPages: Record<Family, string> = {
  io: 'components-io',
  agents: 'components-agents',
  models: 'components-models',
  'embedding-models': 'components-embedding-models',
  prompts: 'components-prompts',
  data: 'components-data',
  processing: 'components-processing',
  logic: 'components-logic',
  helpers: 'components-helpers',
  loaders: 'components-loaders',
  memories: 'components-memories',
  tools: 'components-tools',
  'vector-stores': 'components-vector-stores',
  bundles: 'components-bundle-components',
  custom: 'components-custom-components',
};
