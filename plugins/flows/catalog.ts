/**
 * The component catalog (data/components) as a flow file sees it: the type name a node
 * writes in `data.type`, how each kind of field is written in a node's template, and the input and
 * output ports of a node once its variables and tool mode are taken into account.
 */
import {components} from '../../data/components';
import type {ComponentInput, ComponentSpec, FieldType, PortType} from '../../data/components/types';

/** `type` of a parameter in a node's template (the `parameter` definition of the schema). */
export type TemplateType = 'str' | 'int' | 'float' | 'bool' | 'dict' | 'list' | 'file' | 'code';

/** How each catalog field type is written in a template. */
export const TEMPLATE_TYPES: Record<FieldType, TemplateType> = {
  string: 'str',
  'multiline string': 'str',
  secret: 'str',
  dropdown: 'str',
  integer: 'int',
  float: 'float',
  slider: 'float',
  boolean: 'bool',
  dict: 'dict',
  list: 'list',
  file: 'file',
  code: 'code',
};

/** The component type a flow file names: the catalog id in PascalCase (`chat-input` → `ChatInput`). */
export const componentType = (id: string): string =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

export const componentsByType: ReadonlyMap<string, ComponentSpec> = new Map(
  components.map((component) => [componentType(component.id), component]),
);

/** The port types an input accepts; empty for a field typed on the node, which takes no edge. */
export function acceptedTypes(input: Pick<ComponentInput, 'type'>): readonly PortType[] {
  const {type} = input;
  if (typeof type !== 'string') return type;
  return Object.hasOwn(TEMPLATE_TYPES, type) ? [] : [type as PortType];
}

/** An input of a node: a catalog input, or one that a `{variable}` of a template field adds. */
export interface NodeInput {
  name: string;
  displayName: string;
  /** The catalog input; undefined for a variable. */
  spec?: ComponentInput;
  accepts: readonly PortType[];
  /** The template type of a value typed into it, if it takes one. */
  templateType?: TemplateType;
}

export interface NodeOutput {
  name: string;
  displayName: string;
  type: PortType;
}

/** Tool mode replaces a component's outputs with this one (components-tools, "Tool mode"). */
export const TOOLSET_OUTPUT: NodeOutput = {name: 'toolset', displayName: 'Toolset', type: 'Tool'};

/** `{name}` variables of a template; `{{` and `}}` stand for literal braces. */
export function templateVariables(template: string): string[] {
  const names = [...template.replace(/\{\{|\}\}/g, '').matchAll(/\{([A-Za-z0-9_]+)\}/g)].map(
    ([, name]) => name!,
  );
  return [...new Set(names)];
}

/**
 * An input that takes only a Message also takes typed text, written as a `str` value (Language
 * Model's Input, Prompt Template's variables); one that takes other types too takes edges only.
 */
const messageText = (accepts: readonly PortType[]): TemplateType | undefined =>
  accepts.length === 1 && accepts[0] === 'Message' ? 'str' : undefined;

/**
 * The inputs of a node of `component`: its catalog inputs, then one input per variable of its
 * variable fields, read from the values the node gives those fields or from their defaults.
 */
export function nodeInputs(
  component: ComponentSpec,
  values: Readonly<Record<string, unknown>>,
): NodeInput[] {
  const inputs: NodeInput[] = component.inputs.map((input) => {
    const accepts = acceptedTypes(input);
    const fieldType = accepts.length === 0 ? TEMPLATE_TYPES[input.type as FieldType] : undefined;
    return {
      name: input.name,
      displayName: input.displayName,
      spec: input,
      accepts,
      templateType: fieldType ?? messageText(accepts),
    };
  });
  const known = new Set(inputs.map((input) => input.name));
  for (const field of component.variableFields ?? []) {
    // A field left out keeps its default, whose variables count too (Chat Prompt's `{question}`).
    const value = values[field] ?? component.inputs.find(({name}) => name === field)?.default;
    for (const name of typeof value === 'string' ? templateVariables(value) : []) {
      if (known.has(name)) continue;
      known.add(name);
      inputs.push({name, displayName: name, accepts: ['Message'], templateType: 'str'});
    }
  }
  return inputs;
}

/** The outputs of a node: the component's, or the one Toolset output in tool mode. */
export const nodeOutputs = (component: ComponentSpec, toolMode: boolean): NodeOutput[] =>
  toolMode
    ? [TOOLSET_OUTPUT]
    : component.outputs.map(({name, displayName, type}) => ({name, displayName, type}));

/** A component that already sends tools (MCP Tools) has no tool mode. */
export const hasToolMode = (component: ComponentSpec): boolean =>
  component.outputs.some((output) => output.type !== 'Tool');

/**
 * The io components a flow starts from and ends in: an io component with an input port receives
 * the result (Chat Output, Text Output); one without receives the flow's input (Chat Input, Text
 * Input, Webhook).
 */
export type IoRole = 'input' | 'output';
export function ioRole(component: ComponentSpec): IoRole | undefined {
  if (component.family !== 'io') return undefined;
  return component.inputs.some((input) => acceptedTypes(input).length > 0) ? 'output' : 'input';
}
