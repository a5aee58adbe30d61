/**
 * The parts of a flow file (data/flow-file.schema.json) that the docs' code reads. A file is
 * checked against the schema first, so these types hold for every file that gets past it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {PortType} from '../../data/components/types';
import type {TemplateType} from './catalog';
import {SITE_DIR} from '../helpers/siteDir';

export const FLOW_SCHEMA_FILE = join(SITE_DIR, 'data', 'flow-file.schema.json');

/** The schema, parsed once per process. */
let schema: Record<string, unknown> | undefined;
export const flowFileSchema = (): Record<string, unknown> =>
  (schema ??= JSON.parse(readFileSync(FLOW_SCHEMA_FILE, 'utf8')) as Record<string, unknown>);

export interface Parameter {
  type: TemplateType;
  value: unknown;
  load_from_db?: boolean;
}

export interface OutputPort {
  name: string;
  types: PortType[];
}

export interface ComponentNode {
  id: string;
  type: 'genericNode';
  position: {x: number; y: number};
  data: {
    id?: string;
    type: string;
    node: {
      template: Record<string, Parameter>;
      outputs?: OutputPort[];
      display_name?: string;
      tool_mode?: boolean;
    };
  };
}

export interface NoteNode {
  id: string;
  type: 'noteNode';
  position: {x: number; y: number};
  data: {text: string};
}

export interface FlowEdge {
  id: string;
  source: string;
  sourceHandle: string;
  target: string;
  targetHandle: string;
  data?: {types: PortType[]};
}

export interface FlowFile {
  name: string;
  description?: string | null;
  last_tested_version?: string;
  data: {nodes: (ComponentNode | NoteNode)[]; edges: FlowEdge[]};
}

export const isComponentNode = (node: ComponentNode | NoteNode): node is ComponentNode =>
  node.type === 'genericNode';
