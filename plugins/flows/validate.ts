/**
 * Checks a flow file the way the docs need their flows: valid against the flow-file schema, made
 * of components, parameters and ports that exist in the catalog (data/components), with edges
 * whose types fit, no cycle, and a path from an input component to an output component. Each fault
 * names the file, the node (id and display name) and the parameter or port. The unit tests run it
 * on every file of examples/flows/, and the build runs it before drawing a flow's diagram.
 */
import Ajv2020, {type ErrorObject} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import {components} from '../../data/components';
import type {ComponentSpec} from '../../data/components/types';
import {
  componentType,
  componentsByType,
  hasToolMode,
  ioRole,
  nodeInputs,
  nodeOutputs,
  type IoRole,
  type NodeInput,
  type NodeOutput,
} from './catalog';
import {
  flowFileSchema,
  isComponentNode,
  type ComponentNode,
  type FlowEdge,
  type FlowFile,
} from './flowFile';
import {connects, findCycle} from './graph';

export interface FlowFault {
  file: string;
  /** Where in the file: the node (`ChatInput-x7Kq2 (Chat Input)`), then the parameter or port. */
  where: string[];
  message: string;
}

export const formatFault = ({file, where, message}: FlowFault): string =>
  [file, ...where].join(', ') + `: ${message}`;

let compiled: ReturnType<Ajv2020['compile']> | undefined;
function schemaValidator() {
  if (!compiled) {
    const ajv = new Ajv2020({allErrors: true});
    addFormats(ajv);
    compiled = ajv.compile(flowFileSchema());
  }
  return compiled;
}

/** A component node with what the catalog says of it. */
export interface ResolvedNode {
  node: ComponentNode;
  component: ComponentSpec;
  /** `ChatInput-x7Kq2 (Chat Input)`: the id and the title the canvas shows. */
  label: string;
  /** The title the canvas shows: the name the node was given, or the component's. */
  title: string;
  inputs: NodeInput[];
  outputs: NodeOutput[];
}

export const nodeTitle = (node: ComponentNode, component?: ComponentSpec): string =>
  node.data.node.display_name ?? component?.name ?? node.data.type;

export function resolveNode(node: ComponentNode): ResolvedNode | undefined {
  const component = componentsByType.get(node.data.type);
  if (!component) return undefined;
  const values = Object.fromEntries(
    Object.entries(node.data.node.template).map(([name, parameter]) => [name, parameter.value]),
  );
  const title = nodeTitle(node, component);
  return {
    node,
    component,
    label: `${node.id} (${title})`,
    title,
    inputs: nodeInputs(component, values),
    outputs: nodeOutputs(component, node.data.node.tool_mode ?? false),
  };
}

const quoted = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(', ');

/** Where an Ajv error sits: the node or edge it is in (by id when the file gives one), then the path. */
function schemaFault(file: string, json: unknown, error: ErrorObject): FlowFault {
  const where: string[] = [];
  let path = error.instancePath;
  const match = /^\/data\/(nodes|edges)\/(\d+)(.*)$/.exec(path);
  if (match) {
    const [, list, index, rest] = match;
    const item = (json as {data: Record<string, {id?: unknown}[]>}).data[list!]?.[Number(index)];
    const id = typeof item?.id === 'string' ? item.id : `#${index}`;
    where.push(`${list === 'nodes' ? 'node' : 'edge'} ${id}`);
    path = rest!;
  }
  const parameter = /^\/data\/node\/template\/([^/]+)(.*)$/.exec(path);
  if (parameter) {
    where.push(`parameter "${parameter[1]}"`);
    path = parameter[2]!;
  }
  const params = error.params as Record<string, unknown>;
  const detail =
    error.keyword === 'additionalProperties'
      ? `: "${String(params.additionalProperty)}" is not a field the format defines`
      : error.keyword === 'enum'
        ? `: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`
        : '';
  return {
    file,
    where,
    message: `${path ? `${path.slice(1)} ` : ''}${error.message ?? 'is invalid'}${detail} (schema)`,
  };
}

/** Where `json` breaks the flow-file schema; empty when it follows it. */
export function schemaFaults(file: string, json: unknown): FlowFault[] {
  const validate = schemaValidator();
  if (validate(json)) return [];
  // `if` reports that its `then` failed; the failure itself is reported too.
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => schemaFault(file, json, error));
}

/** Every fault of `json`, read from `file`; empty when the flow is valid. */
export function validateFlow(file: string, json: unknown): FlowFault[] {
  const faults = schemaFaults(file, json);
  return faults.length > 0 ? faults : catalogFaults(file, json as FlowFile);
}

function catalogFaults(file: string, flow: FlowFile): FlowFault[] {
  const faults: FlowFault[] = [];
  const fault = (where: string[], message: string) => faults.push({file, where, message});

  const nodes = flow.data.nodes;
  const seen = new Set<string>();
  for (const node of nodes) {
    if (seen.has(node.id)) fault([`node ${node.id}`], 'a second node has this id');
    seen.add(node.id);
  }
  const edgeIds = new Set<string>();
  for (const edge of flow.data.edges) {
    if (edgeIds.has(edge.id)) fault([`edge ${edge.id}`], 'a second edge has this id');
    edgeIds.add(edge.id);
  }

  const resolved = new Map<string, ResolvedNode>();
  for (const node of nodes.filter(isComponentNode)) {
    const entry = resolveNode(node);
    if (!entry) {
      fault(
        [`node ${node.id}`],
        `no component has the type "${node.data.type}" in data/components (a type is the catalog id in PascalCase, such as ChatInput for chat-input)`,
      );
      continue;
    }
    resolved.set(node.id, entry);
    nodeFaults(entry, flow.data.edges, fault);
  }

  const linked: FlowEdge[] = [];
  for (const edge of flow.data.edges) {
    if (edgeFaults(edge, nodes, resolved, fault)) linked.push(edge);
  }
  graphFaults(resolved, linked, fault);
  return faults;
}

type Report = (where: string[], message: string) => void;

function nodeFaults(
  {node, component, label, inputs, outputs}: ResolvedNode,
  edges: readonly FlowEdge[],
  fault: Report,
): void {
  const at = `node ${label}`;
  const type = componentType(component.id);
  if (!node.id.startsWith(`${type}-`)) fault([at], `the id must start with its type, "${type}-"`);
  if (node.data.id !== undefined && node.data.id !== node.id)
    fault([at], `data.id is "${node.data.id}"; it must equal the node's id`);
  if (node.data.node.tool_mode && !hasToolMode(component))
    fault([at], `${component.name} has no tool mode: its outputs already send tools`);

  const byName = new Map(inputs.map((input) => [input.name, input]));
  for (const [name, parameter] of Object.entries(node.data.node.template)) {
    const where = [at, `parameter "${name}"`];
    const input = byName.get(name);
    if (!input) {
      fault(
        where,
        `${component.name} has no input "${name}" (inputs: ${quoted([...byName.keys()])})`,
      );
      continue;
    }
    if (!input.templateType) {
      fault(where, `this input takes an edge (${input.accepts.join(', ')}), not a value`);
      continue;
    }
    if (parameter.type !== input.templateType) {
      const kind = input.spec ? `a ${String(input.spec.type)} input` : 'a variable';
      fault(
        where,
        `written as "${parameter.type}", but ${kind} is written as "${input.templateType}"`,
      );
      continue;
    }
    const fieldType = input.spec?.type;
    if (parameter.load_from_db) continue;
    if (fieldType === 'secret' && parameter.value !== '') {
      fault(
        where,
        'a secret written in clear: name a global variable instead, with "load_from_db": true',
      );
    }
    const options = input.spec?.options;
    if (fieldType === 'dropdown' && options && !options.includes(parameter.value as string)) {
      fault(where, `"${String(parameter.value)}" is not one of its options (${quoted(options)})`);
    }
  }

  const toolMode = node.data.node.tool_mode ?? false;
  for (const input of inputs) {
    const spec = input.spec;
    if (!spec?.required || spec.default !== undefined) continue;
    // In tool mode, a text input left empty is an argument the agent fills in on each call.
    if (toolMode && input.templateType === 'str') continue;
    const value = node.data.node.template[input.name]?.value;
    const connected = edges.some(
      (edge) => edge.target === node.id && edge.targetHandle === input.name,
    );
    if (!connected && (value === undefined || value === ''))
      fault([at, `input "${input.name}"`], 'required, but it has neither an edge nor a value');
  }

  const listed = node.data.node.outputs;
  if (!listed) return;
  const expected = new Map(outputs.map((output) => [output.name, output]));
  for (const output of listed) {
    const where = [at, `output "${output.name}"`];
    const own = expected.get(output.name);
    if (!own) {
      fault(
        where,
        `${component.name} has no such output (outputs: ${quoted([...expected.keys()])})`,
      );
    } else if (output.types.length !== 1 || output.types[0] !== own.type) {
      fault(where, `types are ${output.types.join(', ')}, but it sends ${own.type}`);
    }
  }
  for (const name of expected.keys()) {
    if (!listed.some((output) => output.name === name))
      fault(
        [at, `output "${name}"`],
        'missing from outputs, which list every output of the component',
      );
  }
}

/** Checks one edge; true when both of its ends exist, so that it counts in the graph. */
function edgeFaults(
  edge: FlowEdge,
  nodes: FlowFile['data']['nodes'],
  resolved: ReadonlyMap<string, ResolvedNode>,
  fault: Report,
): boolean {
  const at = `edge ${edge.id}`;
  let ends = true;
  for (const [end, id] of [
    ['source', edge.source],
    ['target', edge.target],
  ] as const) {
    const node = nodes.find((candidate) => candidate.id === id);
    if (!node) {
      fault([at], `its ${end} node "${id}" does not exist`);
      ends = false;
    } else if (!isComponentNode(node)) {
      fault([at], `its ${end} "${id}" is a note, which has no ports`);
      ends = false;
    } else if (!resolved.has(id)) {
      ends = false;
    }
  }
  if (!ends) return false;
  const source = resolved.get(edge.source)!;
  const target = resolved.get(edge.target)!;
  const output = source.outputs.find((candidate) => candidate.name === edge.sourceHandle);
  const input = target.inputs.find((candidate) => candidate.name === edge.targetHandle);
  const from = `node ${source.label}, output "${edge.sourceHandle}"`;
  const to = `node ${target.label}, input "${edge.targetHandle}"`;
  if (!output) {
    fault([at, from], `no such output (outputs: ${quoted(source.outputs.map(({name}) => name))})`);
  }
  if (!input) {
    fault([at, to], `no such input (inputs: ${quoted(target.inputs.map(({name}) => name))})`);
  } else if (input.accepts.length === 0) {
    fault([at, to], `a ${String(input.spec?.type)} field, typed on the node: it takes no edge`);
  } else if (output && !input.accepts.includes(output.type)) {
    fault([at, to], `accepts ${input.accepts.join(' or ')}, but ${from} sends ${output.type}`);
  }
  if (output && edge.data && (edge.data.types.length !== 1 || edge.data.types[0] !== output.type)) {
    fault([at], `data.types is ${edge.data.types.join(', ')}, but ${from} sends ${output.type}`);
  }
  return true;
}

const ioNames = (role: IoRole): string =>
  components
    .filter((component) => ioRole(component) === role)
    .map((component) => component.name)
    .join(', ');

function graphFaults(
  resolved: ReadonlyMap<string, ResolvedNode>,
  edges: readonly FlowEdge[],
  fault: Report,
): void {
  const cycle = findCycle(edges);
  if (cycle) {
    const steps = (cycle as FlowEdge[]).map(
      (edge) =>
        `${resolved.get(edge.source)!.label}.${edge.sourceHandle} → ${resolved.get(edge.target)!.label}.${edge.targetHandle}`,
    );
    fault(
      [`node ${resolved.get(cycle[0]!.source)!.label}`],
      `the edges form a cycle: ${steps.join('; ')}`,
    );
  }
  const withRole = (role: IoRole) =>
    [...resolved.values()]
      .filter(({component}) => ioRole(component) === role)
      .map(({node}) => node.id);
  const inputs = withRole('input');
  const outputs = withRole('output');
  if (inputs.length === 0) fault([], `no input component (${ioNames('input')})`);
  if (outputs.length === 0) fault([], `no output component (${ioNames('output')})`);
  if (inputs.length > 0 && outputs.length > 0 && !connects(inputs, outputs, edges)) {
    fault([], 'no path of edges leads from an input component to an output component');
  }
}
