/**
 * Reads each deployment file with the parser of its format: `yaml` (every document), JSON,
 * `dockerfile-utils` and `dockerfile-ast` for Dockerfiles, the system shell's `sh -n` for scripts.
 * A file that does not parse is a problem naming the file and the line.
 */
import {spawnSync} from 'node:child_process';

import {DockerfileParser, type Dockerfile} from 'dockerfile-ast';
import {validate as lintDockerfile} from 'dockerfile-utils';
import {parseAllDocuments} from 'yaml';

import {formatOf, type DeployFile, type Format} from './files';

export type Parsed =
  | {format: 'compose' | 'kubernetes' | 'cloud-run' | 'render'; documents: unknown[]}
  | {format: 'railway'; value: unknown}
  | {format: 'dockerfile'; dockerfile: Dockerfile}
  | {format: 'space-readme'; frontMatter: unknown; body: string}
  | {format: 'shell' | 'requirements'};

export interface ParsedFile {
  file: DeployFile;
  parsed?: Parsed;
  problems: string[];
}

/**
 * Every document of a YAML file. YAML 1.1, as kubectl reads manifests: `on`, `yes` and the like are
 * booleans there, so a value that must be a string has to be quoted to pass.
 */
function yamlDocuments(file: DeployFile, problems: string[], firstLine = 1): unknown[] {
  const documents = parseAllDocuments(file.text, {version: '1.1'});
  if (!Array.isArray(documents)) return [];
  for (const document of documents) {
    for (const error of [...document.errors, ...document.warnings]) {
      const line = error.linePos ? error.linePos[0].line + firstLine - 1 : '?';
      problems.push(`${file.path}:${line}: ${error.message.split('\n')[0]}`);
    }
  }
  return documents.map((document) => document.toJS() as unknown);
}

function dockerfile(file: DeployFile, problems: string[]): Dockerfile {
  for (const {range, message} of lintDockerfile(file.text)) {
    const text = typeof message === 'string' ? message : message.value;
    problems.push(`${file.path}:${range.start.line + 1}: ${text}`);
  }
  return DockerfileParser.parse(file.text);
}

function frontMatter(file: DeployFile, problems: string[]): {yaml: string; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(file.text);
  if (!match) {
    problems.push(`${file.path}:1: no YAML front matter between --- lines`);
    return {yaml: '', body: file.text};
  }
  return {yaml: match[1]!, body: match[2]!};
}

function shellSyntax(file: DeployFile, problems: string[]): void {
  const result = spawnSync('sh', ['-n'], {input: file.text, encoding: 'utf8'});
  if (result.status !== 0) {
    problems.push(`${file.path}: sh -n: ${result.stderr.trim() || `exit ${result.status}`}`);
  }
}

function parse(file: DeployFile): ParsedFile {
  const problems: string[] = [];
  const format: Format | undefined = formatOf(file.path);
  switch (format) {
    case undefined:
      problems.push(`${file.path}: no validator knows this file (tests/unit/deploy/files.ts)`);
      return {file, problems};
    case 'compose':
    case 'kubernetes':
    case 'cloud-run':
    case 'render':
      return {file, parsed: {format, documents: yamlDocuments(file, problems)}, problems};
    case 'railway':
      try {
        return {file, parsed: {format, value: JSON.parse(file.text) as unknown}, problems};
      } catch (error) {
        problems.push(`${file.path}: invalid JSON: ${(error as Error).message}`);
        return {file, problems};
      }
    case 'dockerfile':
      return {file, parsed: {format, dockerfile: dockerfile(file, problems)}, problems};
    case 'space-readme': {
      const {yaml, body} = frontMatter(file, problems);
      // The front matter starts on the second line, after `---`.
      const [value] = yamlDocuments({path: file.path, text: yaml}, problems, 2);
      return {file, parsed: {format, frontMatter: value, body}, problems};
    }
    case 'shell':
      shellSyntax(file, problems);
      return {file, parsed: {format}, problems};
    case 'requirements':
      return {file, parsed: {format}, problems};
  }
}

const parsedFiles = new Map<string, ParsedFile>();

/** Parses `file`, once per content: the tests check many copies that differ in one file. */
export function parseFile(file: DeployFile): ParsedFile {
  const key = `${file.path}\0${file.text}`;
  if (!parsedFiles.has(key)) parsedFiles.set(key, parse(file));
  return parsedFiles.get(key)!;
}
