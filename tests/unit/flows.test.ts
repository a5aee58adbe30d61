/**
 * Every flow the docs ship (examples/flows/*.json) and the flow file that concepts-flows explains
 * follow the flow-file schema (data/flow-file.schema.json) and the component catalog: each
 * component, parameter and port exists, values have their field's type, edges join an output to an
 * input that accepts its type, there is no cycle and a path leads from an input component to an
 * output component (plugins/flows/validate.ts). Broken copies show that each check fails, naming the
 * file, the node and the port.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {openApiDocument} from '../../features/api-reference/build/document';
import {substituteFacts} from '../../plugins/remark/remark-facts';
import {components, componentsById} from '../../data/components';
import {PORT_TYPES} from '../../data/components/types';
import {factTokens, facts} from '../../data/facts';
import {siteDefaults} from '../../data/site';
import {
  TEMPLATE_TYPES,
  componentType,
  componentsByType,
  nodeInputs,
  templateVariables,
} from '../../plugins/flows/catalog';
import {flowFileSchema} from '../../plugins/flows/flowFile';
import {formatFault, schemaFaults, validateFlow} from '../../plugins/flows/validate';

const FLOWS_DIR = 'examples/flows';
const SAMPLE = 'basic-prompting.json';

/** The faults of every flow file of `dir`, formatted; `files` counts the flows read. */
function flowsIn(dir: string): {files: number; faults: string[]} {
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  const faults = files.flatMap((file) => {
    const path = join(dir, file);
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const version = (json as {last_tested_version?: unknown}).last_tested_version;
    const stale =
      version === facts.version
        ? []
        : [
            `${path}: last_tested_version is ${String(version)}; test the flow with ${facts.version} and write that`,
          ];
    return [...validateFlow(path, json).map(formatFault), ...stale];
  });
  return {files: files.length, faults};
}

test('every flow of examples/flows/ is valid and was last tested with the current version', () => {
  const {files, faults} = flowsIn(FLOWS_DIR);
  assert.ok(files >= 1, 'no flow in examples/flows/');
  assert.deepEqual(faults, []);
});

test('a broken flow among them fails, named by its path', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'flows-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  const broken = sample();
  broken.data.edges[0]!.targetHandle = 'topic';
  broken.last_tested_version = '1.0.0';
  writeFileSync(join(dir, SAMPLE), JSON.stringify(broken));
  writeFileSync(join(dir, 'ok.json'), JSON.stringify(sample()));
  const {files, faults} = flowsIn(dir);
  assert.equal(files, 2);
  assert.equal(faults.length, 2, faults.join('\n'));
  assert.match(faults[0]!, new RegExp(`^${dir}/${SAMPLE}, edge .*input "topic": no such input`));
  assert.match(faults[1]!, /last_tested_version is 1\.0\.0; test the flow with/);
});

test('the flow file of concepts-flows is valid in both locales', () => {
  const pages = [
    'docs/concepts/flows.mdx',
    'i18n/zh-Hans/docusaurus-plugin-content-docs/current/concepts/flows.mdx',
  ];
  for (const page of pages) {
    const block = /```json title="support-bot\.json"\n([\s\S]*?)\n```/.exec(
      readFileSync(page, 'utf8'),
    );
    assert.ok(block, `${page}: no support-bot.json block`);
    const json: unknown = JSON.parse(substituteFacts(block[1]!, factTokens(), page));
    assert.deepEqual(validateFlow(page, json).map(formatFault), []);
    // The block is read whole: an edge it breaks is seen.
    const broken = JSON.parse(
      block[1]!
        .replace('"targetHandle": "input_value"', '"targetHandle": "input"')
        .replace('{{version}}', '0.0.0'),
    ) as unknown;
    assert.match(
      validateFlow(page, broken).map(formatFault).join('\n'),
      /input "input": no such input/,
    );
  }
});

test('every flow graph in openapi.json’s examples follows the schema', () => {
  const graphs: [string, unknown][] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}/${i}`));
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (Array.isArray(object.nodes) && Array.isArray(object.edges)) graphs.push([path, value]);
      for (const [key, item] of Object.entries(object)) walk(item, `${path}/${key}`);
    }
  };
  walk(openApiDocument(), 'openapi.json#');
  assert.ok(graphs.length >= 5, `only ${graphs.length} flow graphs found`);
  for (const [path, data] of graphs) {
    assert.deepEqual(schemaFaults(path, {name: 'Example', data}).map(formatFault), []);
  }
  const [path, data] = graphs[0]!;
  const broken = structuredClone(data) as {nodes: {type: string}[]};
  broken.nodes[0]!.type = 'fancyNode';
  assert.match(
    schemaFaults(path, {name: 'Example', data: broken}).map(formatFault).join('\n'),
    /node ChatInput-\w+: type must be equal to one of the allowed values: "genericNode", "noteNode"/,
  );
});

test('the schema agrees with openapi.json’s Flow, the catalog and the site', () => {
  const schema = flowFileSchema() as {
    $id: string;
    properties: Record<string, {type?: unknown}>;
    $defs: Record<string, {enum?: unknown; properties?: Record<string, {enum?: unknown}>}>;
  };
  // Export writes a Flow: each of its fields is a field of the file, with the same type.
  const flow = (openApiDocument().components as {schemas: Record<string, unknown>}).schemas
    .Flow as {properties: Record<string, {type?: unknown}>};
  for (const [name, property] of Object.entries(flow.properties)) {
    assert.ok(name in schema.properties, `Flow.${name} is not a field of the flow file`);
    if (property.type) assert.deepEqual(schema.properties[name]!.type, property.type, name);
  }
  assert.deepEqual(schema.$defs.portType!.enum, [...PORT_TYPES]);
  assert.deepEqual(
    new Set(schema.$defs.parameter!.properties!.type!.enum as string[]),
    new Set(Object.values(TEMPLATE_TYPES)),
  );
  // Served at this address (plugins/docusaurus/flow-files.ts).
  assert.equal(schema.$id, `${siteDefaults.url}${siteDefaults.baseUrl}flow-file.schema.json`);
  // Each component has a type of its own.
  const types = components.map((component) => componentType(component.id));
  assert.equal(new Set(types).size, types.length);
  const typePattern = new RegExp(
    (schema.$defs.componentData!.properties!.type as {pattern: string}).pattern,
  );
  assert.deepEqual(
    types.filter((type) => !typePattern.test(type)),
    [],
  );
  assert.equal(componentType('chat-input'), 'ChatInput');
});

test('template variables: names in single braces, doubled braces are literal, defaults count', () => {
  const chatPrompt = componentsById.get('chat-prompt')!;
  assert.deepEqual(
    nodeInputs(chatPrompt, {})
      .filter((input) => !input.spec)
      .map((input) => input.name),
    ['question'],
  );
  assert.deepEqual(
    nodeInputs(chatPrompt, {user_template: 'Context: {context}'})
      .filter((input) => !input.spec)
      .map((input) => [input.name, input.accepts]),
    [['context', ['Message']]],
  );
  assert.deepEqual(
    templateVariables('Q: {question}\n{context} {question} {{literal}} {bad-name}'),
    ['question', 'context'],
  );
});

// The shipped sample, as a plain object that tests break in one place each.
type Sample = {
  name: string;
  last_tested_version: string;
  [key: string]: unknown;
  data: {
    nodes: {
      id: string;
      type: string;
      data: {
        id?: string;
        type: string;
        node: {
          template: Record<string, {type: string; value: unknown; load_from_db?: boolean}>;
          outputs?: {name: string; types: string[]}[];
          tool_mode?: boolean;
        };
      };
      position: {x: number; y: number};
    }[];
    edges: {
      id: string;
      source: string;
      sourceHandle: string;
      target: string;
      targetHandle: string;
      data?: {types: string[]};
    }[];
  };
};
const sample = (): Sample => JSON.parse(readFileSync(join(FLOWS_DIR, SAMPLE), 'utf8')) as Sample;
const node = (flow: Sample, type: string) => flow.data.nodes.find((n) => n.data.type === type)!;
const template = (flow: Sample, type: string) => node(flow, type).data.node.template;

/** The faults of the sample after `breakIt`, one per line. */
function faultsOf(breakIt: (flow: Sample) => void): string {
  const flow = sample();
  breakIt(flow);
  return validateFlow(SAMPLE, flow).map(formatFault).join('\n');
}

const LM = 'LanguageModel-p2XcW \\(Language Model\\)';
const brokenCopies: [string, (flow: Sample) => void, RegExp][] = [
  [
    'a field the format does not define',
    (flow) => (flow.endpointName = 'x'),
    /^basic-prompting\.json: must NOT have additional properties: "endpointName" is not a field the format defines \(schema\)$/m,
  ],
  [
    'a value of the wrong JSON type',
    (flow) => (template(flow, 'LanguageModel').temperature!.value = '0.1'),
    /^basic-prompting\.json, node LanguageModel-p2XcW, parameter "temperature": value must be number \(schema\)$/m,
  ],
  [
    'a component type the catalog lacks',
    (flow) => (node(flow, 'ChatOutput').data.type = 'ChatOutputs'),
    /node ChatOutput-7LsQe: no component has the type "ChatOutputs"/,
  ],
  [
    'an id that does not start with the type',
    (flow) => (node(flow, 'ChatOutput').data.type = 'TextOutput'),
    /node ChatOutput-7LsQe \(Text Output\): the id must start with its type, "TextOutput-"/,
  ],
  [
    'a parameter the component lacks',
    (flow) => (template(flow, 'LanguageModel').temprature = {type: 'float', value: 0.2}),
    new RegExp(`node ${LM}, parameter "temprature": Language Model has no input "temprature"`),
  ],
  [
    'a parameter written as another field type',
    (flow) => (template(flow, 'LanguageModel').temperature = {type: 'int', value: 1}),
    new RegExp(
      `node ${LM}, parameter "temperature": written as "int", but a slider input is written as "float"`,
    ),
  ],
  [
    'a dropdown value that is not an option',
    (flow) => (template(flow, 'LanguageModel').provider!.value = 'Mistral'),
    new RegExp(`node ${LM}, parameter "provider": "Mistral" is not one of its options`),
  ],
  [
    'a secret written in clear',
    (flow) => (template(flow, 'LanguageModel').api_key = {type: 'str', value: 'sk-test'}),
    new RegExp(`node ${LM}, parameter "api_key": a secret written in clear`),
  ],
  [
    'a value given to an input that only takes edges',
    (flow) => (template(flow, 'ChatOutput').input_value = {type: 'str', value: 'hi'}),
    /node ChatOutput-7LsQe \(Chat Output\), parameter "input_value": this input takes an edge \(Message, Data, DataFrame\), not a value/,
  ],
  [
    'a required input with neither an edge nor a value',
    (flow) => delete template(flow, 'LanguageModel').api_key,
    new RegExp(`node ${LM}, input "api_key": required, but it has neither an edge nor a value`),
  ],
  [
    'an output listed with a wrong type',
    (flow) => (node(flow, 'ChatInput').data.node.outputs = [{name: 'message', types: ['Data']}]),
    /node ChatInput-hT4kq \(Chat Input\), output "message": types are Data, but it sends Message/,
  ],
  [
    'an output missing from the list',
    (flow) => node(flow, 'LanguageModel').data.node.outputs!.pop(),
    new RegExp(`node ${LM}, output "model_output": missing from outputs`),
  ],
  [
    'an edge from an output the source lacks',
    (flow) => (flow.data.edges[2]!.sourceHandle = 'response'),
    new RegExp(
      `edge .*, node ${LM}, output "response": no such output \\(outputs: "text_output", "model_output"\\)`,
    ),
  ],
  [
    'an edge into an input the target lacks (a variable the template no longer has)',
    (flow) => (template(flow, 'PromptTemplate').template!.value = 'Answer: {query}'),
    /edge .*, node PromptTemplate-Xy12z \(Prompt Template\), input "question": no such input \(inputs: "template", "query"\)/,
  ],
  [
    'an edge into a field typed on the node',
    (flow) => (flow.data.edges[1]!.targetHandle = 'system_message'),
    new RegExp(
      `node ${LM}, input "system_message": a multiline string field, typed on the node: it takes no edge`,
    ),
  ],
  [
    'an edge whose output type the input does not accept',
    (flow) => {
      const edge = flow.data.edges[2]!;
      edge.sourceHandle = 'model_output';
      edge.data = {types: ['LanguageModel']};
    },
    new RegExp(
      `node ChatOutput-7LsQe \\(Chat Output\\), input "input_value": accepts Message or Data or DataFrame, but node ${LM}, output "model_output" sends LanguageModel`,
    ),
  ],
  [
    'an edge whose data.types differs from its output',
    (flow) => (flow.data.edges[0]!.data = {types: ['Data']}),
    /edge ChatInput-hT4kq\.message->PromptTemplate-Xy12z\.question: data\.types is Data, but node ChatInput-hT4kq \(Chat Input\), output "message" sends Message/,
  ],
  [
    'an edge to a node that does not exist',
    (flow) => (flow.data.edges[2]!.target = 'ChatOutput-zzzzz'),
    /edge LanguageModel-p2XcW\.text_output->ChatOutput-7LsQe\.input_value: its target node "ChatOutput-zzzzz" does not exist/,
  ],
  [
    'two nodes with one id',
    (flow) => flow.data.nodes.push(structuredClone(node(flow, 'ChatOutput'))),
    /node ChatOutput-7LsQe: a second node has this id/,
  ],
  [
    'a cycle',
    (flow) =>
      flow.data.edges.push({
        id: 'loop',
        source: 'ChatOutput-7LsQe',
        sourceHandle: 'message',
        target: 'LanguageModel-p2XcW',
        targetHandle: 'input_value',
      }),
    new RegExp(
      `the edges form a cycle: ${LM}\\.text_output → ChatOutput-7LsQe \\(Chat Output\\)\\.input_value; ChatOutput-7LsQe \\(Chat Output\\)\\.message → ${LM}\\.input_value`,
    ),
  ],
  [
    'no path from an input component to an output component',
    (flow) => {
      flow.data.edges.splice(1, 1);
      flow.data.edges[1]!.source = 'ChatInput-hT4kq';
      flow.data.edges[1]!.sourceHandle = 'message';
      flow.data.edges[1]!.target = 'LanguageModel-p2XcW';
      flow.data.edges[1]!.targetHandle = 'input_value';
    },
    /^basic-prompting\.json: no path of edges leads from an input component to an output component$/m,
  ],
  [
    'no input component',
    (flow) => {
      flow.data.nodes.shift();
      flow.data.edges.shift();
    },
    /^basic-prompting\.json: no input component \(Chat Input, Text Input, Webhook\)$/m,
  ],
  [
    'tool mode on a component that already sends tools',
    (flow) => {
      flow.data.nodes.push({
        id: 'McpTools-a1b2c',
        type: 'genericNode',
        position: {x: 0, y: 0},
        data: {type: 'McpTools', node: {template: {}, tool_mode: true}},
      });
    },
    /node McpTools-a1b2c \(MCP Tools\): MCP Tools has no tool mode/,
  ],
];

for (const [what, breakIt, expected] of brokenCopies) {
  test(`a broken copy fails: ${what}`, () => {
    assert.match(faultsOf(breakIt), expected);
  });
}

test('the sample itself has no fault, so each failure above comes from its one break', () => {
  assert.equal(
    faultsOf(() => {}),
    '',
  );
});

test('tool mode: a component’s one Toolset output reaches an Agent’s tools; without it, it does not', () => {
  const agentFlow = (toolMode: boolean) => ({
    name: 'Agent with a calculator',
    data: {
      nodes: [
        ['ChatInput-aaaaa', 'ChatInput', {}],
        ['Calculator-bbbbb', 'Calculator', {}],
        [
          'Agent-ccccc',
          'Agent',
          {api_key: {type: 'str', value: 'OPENAI_API_KEY', load_from_db: true}},
        ],
        ['ChatOutput-ddddd', 'ChatOutput', {}],
      ].map(([id, type, parameters]) => ({
        id,
        type: 'genericNode',
        position: {x: 0, y: 0},
        data: {
          type,
          node: {template: parameters, ...(type === 'Calculator' && {tool_mode: toolMode})},
        },
      })),
      edges: [
        ['ChatInput-aaaaa', 'message', 'Agent-ccccc', 'input_value'],
        ['Calculator-bbbbb', toolMode ? 'toolset' : 'result', 'Agent-ccccc', 'tools'],
        ['Agent-ccccc', 'response', 'ChatOutput-ddddd', 'input_value'],
      ].map(([source, sourceHandle, target, targetHandle]) => ({
        id: `${source}.${sourceHandle}->${target}.${targetHandle}`,
        source,
        sourceHandle,
        target,
        targetHandle,
      })),
    },
  });
  // In tool mode the empty Expression is the agent's argument, not a missing value.
  assert.deepEqual(validateFlow('agent.json', agentFlow(true)).map(formatFault), []);
  const faults = validateFlow('agent.json', agentFlow(false)).map(formatFault).join('\n');
  assert.match(
    faults,
    /input "tools": accepts Tool, but node Calculator-bbbbb \(Calculator\), output "result" sends Data/,
  );
  assert.match(faults, /node Calculator-bbbbb \(Calculator\), input "expression": required/);
});

test('node ids and tweak parameters quoted on pages name catalog components and their inputs', () => {
  const roots = ['docs', 'i18n/zh-Hans/docusaurus-plugin-content-docs/current'];
  const pages = roots.flatMap((root) =>
    readdirSync(root, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => join(root, file)),
  );
  const faults: string[] = [];
  let tweaks = 0;
  for (const page of pages) {
    const text = readFileSync(page, 'utf8');
    // A tweak: a node id (component type, dash, five characters) keyed to an object of parameters.
    for (const [, type, body] of text.matchAll(
      /"([A-Z][A-Za-z0-9]*)-[A-Za-z0-9]{5}"\s*:\s*\{([^{}]*)\}/g,
    )) {
      tweaks += 1;
      const component = componentsByType.get(type!);
      if (!component) {
        faults.push(`${page}: ${type} is no component type`);
        continue;
      }
      const inputs = new Set(nodeInputs(component, {}).map(({name}) => name));
      // A template's variables are inputs too, but the page's template is not in the tweak.
      if (component.variableFields) continue;
      for (const [, parameter] of body!.matchAll(/"(\w+)"\s*:/g))
        if (!inputs.has(parameter!)) faults.push(`${page}: ${type} has no input ${parameter}`);
    }
  }
  assert.ok(tweaks > 30, `only ${tweaks} tweaks found`);
  assert.deepEqual(faults, []);
});
