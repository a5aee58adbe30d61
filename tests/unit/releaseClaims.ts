/**
 * What the guides say about releases, checked against the record (data/releases): a sentence
 * that dates a thing ("arrived in Flowloom 1.4", "deprecated since 1.4", "自 1.4 版起提供"), and
 * a use of a deprecated component or operation, which the page must name in an admonition.
 */
import {existsSync, readFileSync} from 'node:fs';

import {componentsById, familyPages} from '../../data/components';
import {
  deprecatedSubjects,
  deprecationOf,
  minorOf,
  minorReleases,
  releases,
  sinceOf,
  subjectKey,
  type Subject,
} from '../../data/releases';
import {componentType} from '../../plugins/flows/catalog';
import type {Operation} from '../../plugins/helpers/openApiOperations';
import {splitSource, type DocSource, type Paragraph} from './docSources';

/** The release notes are drawn from the record itself, and quote its marks as examples. */
const fromRecord = (source: Pick<DocSource, 'slug'>): boolean =>
  source.slug?.startsWith('release-notes') ?? false;

/**
 * Each paragraph of prose (splitSource's: code blocks and front matter left out), an admonition
 * joined into one with its title line, with its first line's number.
 */
function paragraphs(text: string): {text: string; line: number}[] {
  const joined: Paragraph[] = [];
  let admonition: Paragraph | undefined;
  for (const paragraph of splitSource(text).paragraphs) {
    const closes = paragraph.some(({text: line}) => /^:::\s*$/.test(line));
    if (admonition) admonition.push(...paragraph);
    else if (/^:::\w/.test(paragraph[0]!.text) && !closes) admonition = [...paragraph];
    else joined.push(paragraph);
    if (admonition && closes) {
      joined.push(admonition);
      admonition = undefined;
    }
  }
  return joined.map((lines) => ({
    text: lines.map(({text: line}) => line).join('\n'),
    line: lines[0]!.line,
  }));
}

/** The things a paragraph names: operations in code, linked components, variables. */
function subjectsIn(text: string, operations: readonly Operation[]): Subject[] {
  const subjects: Subject[] = [];
  for (const [, method, path] of text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]+)`/g)) {
    const operation = operations.find((each) => each.method === method && each.path === path);
    if (operation) subjects.push({operation: operation.operationId});
  }
  for (const [, id] of text.matchAll(/components(?:\/[\w-]+\.mdx|-[\w-]+)#([\w-]+)/g)) {
    if (componentsById.has(id!)) subjects.push({component: id!});
  }
  for (const [name] of text.matchAll(/\bFLOWLOOM_[A-Z0-9_]+/g)) {
    subjects.push({envVar: name as `FLOWLOOM_${string}`});
  }
  return subjects;
}

type ClaimKind = 'added' | 'deprecated' | 'removed';

const CLAIMS: {pattern: RegExp; kind: (word: string) => ClaimKind}[] = [
  {
    pattern:
      /\b(since|added in|new in|introduced in|arrived in|deprecated (?:since|in)|removed in)\s+(?:Flowloom\s+)?(\d+\.\d+)(?:\.\d+)?\b/gi,
    kind: (word) =>
      /deprecated/i.test(word) ? 'deprecated' : /removed/i.test(word) ? 'removed' : 'added',
  },
  {
    pattern: /(?:自|从)\s*(?:Flowloom\s*)?()(\d+\.\d+)(?:\.\d+)?\s*版?\s*起(弃用)?/g,
    kind: () => 'added',
  },
  {
    pattern: /()(\d+\.\d+)(?:\.\d+)?\s*版?\s*中?(新增|引入|弃用|移除)/g,
    kind: (word) => (word === '弃用' ? 'deprecated' : word === '移除' ? 'removed' : 'added'),
  },
];

const releaseOf = (subject: Subject, kind: ClaimKind): string | undefined => {
  if (kind === 'added') return minorOf(sinceOf(subject));
  if (kind === 'deprecated') {
    const deprecation = deprecationOf(subject);
    return deprecation && minorOf(deprecation.version);
  }
  return releases
    .filter((release) =>
      release.changes.some(
        (change) =>
          change.kind === 'removed' &&
          change.subjects.some((each) => subjectKey(each) === subjectKey(subject)),
      ),
    )
    .map((release) => minorOf(release.version))[0];
};

/** Each sentence of a page that dates a thing differently from the record, as `file:line: …`. */
export function claimProblems(
  source: Pick<DocSource, 'file' | 'slug' | 'text'>,
  operations: readonly Operation[],
): string[] {
  if (fromRecord(source)) return [];
  const known = new Set(minorReleases.map(({minor}) => minor));
  const problems: string[] = [];
  for (const paragraph of paragraphs(source.text)) {
    const where = `${source.file}:${paragraph.line}`;
    for (const [, minor] of paragraph.text.matchAll(/\bFlowloom\s+(\d+\.\d+)(?:\.\d+)?\b/g)) {
      if (!known.has(minor!))
        problems.push(`${where}: names Flowloom ${minor}, which the record lacks`);
    }
    const subjects = [
      ...subjectsIn(paragraph.text, operations),
      ...(source.slug ? [{page: source.slug}] : []),
    ];
    for (const {pattern, kind: kindOf} of CLAIMS) {
      for (const match of paragraph.text.matchAll(pattern)) {
        const [claim, word = '', minor, zhWord = ''] = match;
        const kind = kindOf(word || zhWord);
        const agrees = subjects.some((subject) => releaseOf(subject, kind) === minor);
        if (!agrees) {
          problems.push(
            `${where}: "${claim}" — the record has nothing named here ${kind} in ${minor} (${subjects.map(subjectKey).join(', ')})`,
          );
        }
      }
    }
  }
  return problems;
}

export interface DeprecatedUse {
  /** The operation or component, as a reader sees it. */
  what: string;
  minor: string;
  line: number;
  /** Whether an admonition of the page names a deprecation in that release. */
  named: boolean;
}

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** `/api/v1/files/{flow_id}` as a pattern for any value of its parameters. */
const pathPattern = (path: string): string =>
  path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/\\s"\'`?#)]+');

/** The sections of a page under a heading with `{#id}`, to its next heading of that level or higher. */
function sectionOf(text: string, id: string): [number, number] | undefined {
  const heading = new RegExp(`^(#{2,6}) .*\\{#${id}\\}\\s*$`, 'm').exec(text);
  if (!heading) return undefined;
  const level = heading[1]!.length;
  const rest = text.slice(heading.index + heading[0].length);
  const next = new RegExp(`^#{2,${level}} `, 'm').exec(rest);
  return [heading.index, next ? heading.index + heading[0].length + next.index : text.length];
}

/** Every use of a deprecated component or operation on a page. */
export function deprecatedUses(
  source: Pick<DocSource, 'file' | 'slug' | 'text'>,
  operations: readonly Operation[],
): DeprecatedUse[] {
  if (fromRecord(source)) return [];
  const admonitions = [...source.text.matchAll(/^:::\w+[\s\S]*?^:::\s*$/gm)].map(
    ([block]) => block,
  );
  const named = (minor: string): boolean =>
    admonitions.some(
      (block) =>
        /deprecated|弃用/i.test(block) &&
        new RegExp(`\\b${minor.replace('.', '\\.')}\\b`).test(block),
    );
  const uses: DeprecatedUse[] = [];
  const add = (what: string, minor: string, index: number) =>
    uses.push({what, minor, line: lineAt(source.text, index), named: named(minor)});
  for (const subject of deprecatedSubjects) {
    const minor = minorOf(deprecationOf(subject)!.version);
    if ('operation' in subject) {
      const operation = operations.find((each) => each.operationId === subject.operation);
      if (!operation) continue;
      const pattern = new RegExp(
        `${pathPattern(operation.path)}(?=[\\s"'\`?#)]|$)|api/${operation.page}\\b`,
        'g',
      );
      for (const match of source.text.matchAll(pattern)) {
        add(`${operation.method} ${operation.path}`, minor, match.index);
      }
    }
    if ('component' in subject) {
      const component = componentsById.get(subject.component);
      if (!component) continue;
      const page = familyPages[component.family];
      const own = source.slug === page ? sectionOf(source.text, component.id) : undefined;
      const link = new RegExp(`(?:components/[\\w-]+\\.mdx|/${page}|\\()#${component.id}\\b`, 'g');
      for (const match of source.text.matchAll(link)) {
        if (own && match.index >= own[0] && match.index < own[1]) continue;
        add(component.name, minor, match.index);
      }
      const type = componentType(component.id);
      for (const match of source.text.matchAll(/path="(examples\/flows\/[\w-]+\.json)"/g)) {
        const flow = match[1]!;
        if (existsSync(flow) && readFileSync(flow, 'utf8').includes(`"type": "${type}"`)) {
          add(`${component.name} (in ${flow})`, minor, match.index);
        }
      }
    }
  }
  return uses;
}
