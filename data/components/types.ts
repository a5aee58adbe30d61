/**
 * The component catalog: every built-in component of Flowloom, described once. The component
 * reference pages render their parameter tables from it (src/components/ComponentDetails), and
 * tests/unit/component-catalog.test.ts holds it complete and each component on exactly one page.
 */
import type {BuiltLocale} from '../site';

/** Text in every built locale. */
export type Localized = Record<BuiltLocale, string>;

/** The page each family is documented on: `components-${family}` (see `familyPages`). */
export const FAMILIES = [
  'io',
  'agents',
  'models',
  'embedding-models',
  'prompts',
  'data',
  'processing',
  'logic',
  'helpers',
  'loaders',
  'memories',
  'tools',
  'vector-stores',
  'bundles',
  'custom',
] as const;
export type Family = (typeof FAMILIES)[number];

/** Data types that travel along edges (the port types of concepts-components). */
export const PORT_TYPES = [
  'Message',
  'Data',
  'DataFrame',
  'Embeddings',
  'LanguageModel',
  'Tool',
  'VectorStore',
  'Memory',
] as const;
export type PortType = (typeof PORT_TYPES)[number];

/** Field kinds of parameters that are typed on the node rather than connected. */
export type FieldType =
  | 'string'
  | 'multiline string'
  | 'secret'
  | 'integer'
  | 'float'
  | 'boolean'
  | 'dropdown'
  | 'file'
  | 'dict'
  | 'list'
  | 'code'
  | 'slider';

export interface ComponentInput<Text = Localized> {
  /** The attribute name in the component's Python class (also the tweak key in the API). */
  name: string;
  displayName: string;
  /** A field type, or the port types the input accepts (it then has a port on the node). */
  type: FieldType | PortType | readonly PortType[];
  /** Shown as written; omit when there is none. */
  default?: string | number | boolean;
  required?: boolean;
  /** Hidden under "Show advanced parameters" on the node. */
  advanced?: boolean;
  /** For dropdowns: the choices. */
  options?: readonly string[];
  description: Text;
}

export interface ComponentOutput<Text = Localized> {
  name: string;
  displayName: string;
  type: PortType;
  description: Text;
}

/**
 * One component. Its texts are `Localized` in the catalog; a page receives them in its own
 * locale (`ComponentSpec<string>`, see plugins/remark/remark-component-details.ts).
 */
export interface ComponentSpec<Text = Localized> {
  /** Stable, unique, kebab-case; the heading anchor on its page. */
  id: string;
  /** The display name on the canvas and in the Components panel. */
  name: string;
  family: Family;
  /** One line: what it does and when to pick it. */
  purpose: Text;
  inputs: readonly ComponentInput<Text>[];
  outputs: readonly ComponentOutput<Text>[];
  /** Extra facts that belong with the parameters (limits, required packages, credentials). */
  notes?: Text;
  /**
   * Template fields whose `{name}` variables each add an input `name` to the node, which takes a
   * connected Message or typed text (the prompts family). Flow files connect edges to them.
   */
  variableFields?: readonly string[];
}
