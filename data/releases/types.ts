/**
 * The shape of Flowloom's release history (data/releases/record.ts). Each change names what it
 * concerns by id, so the release notes link to it, the reference pages mark it ("Since 1.2",
 * "Deprecated in 1.4") and tests/unit/releases.test.ts can hold every id to something that exists.
 */
import type {Localized} from '../components/types';
import type {EnvVarName} from '../env-vars';

/** What a change concerns: one thing of the catalogs, of `openapi.json` or of the guides. */
export type Subject =
  /** A component of data/components, by id. */
  | {component: string}
  /** An operation of openapi.json, by operationId. */
  | {operation: string}
  /** A variable of data/env-vars.ts. */
  | {envVar: EnvVarName}
  /** A command of data/cli.ts, by name (`api-key` for `flowloom api-key`). */
  | {cli: string}
  /** A guide, by its slug without the leading slash. */
  | {page: string};

export const CHANGE_KINDS = ['added', 'changed', 'deprecated', 'removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface Change {
  kind: ChangeKind;
  /** What the change concerns; the first is what the release notes link the change to. */
  subjects: readonly [Subject, ...Subject[]];
  /** One or two sentences, Markdown inline (backticks for code). */
  text: Localized;
  /** For a deprecation: what to use instead, or `'none'` when nothing replaces it. */
  replacement?: Subject | 'none';
  /** For a removal of dropdown choices: the values no component of the catalog may offer now. */
  removedValues?: readonly string[];
}

export type Version = `${number}.${number}.${number}`;

export interface Release {
  version: Version;
  /** The day it was published, `YYYY-MM-DD`. */
  date: string;
  /** One sentence: what the release brings, for the feeds and the release list. */
  summary: Localized;
  /** The few changes a reader should hear about first. */
  highlights: readonly Localized[];
  changes: readonly Change[];
  /** What a reader must do when upgrading to this release, Markdown; absent when nothing. */
  upgrade?: Localized;
}
