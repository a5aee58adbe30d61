/**
 * Finds the `flowloom …` command lines of a page's code blocks and checks them against the CLI
 * catalog (data/cli.ts). A `flowloom` word is a command when it stands where a shell, a
 * Dockerfile or a manifest runs a program: first on a line or after `&&`, `||`, `;`, `|`, after
 * variable assignments, after `uv run`, `sudo`, `exec`, `RUN`, `CMD`, `command:`, after `--` (as in
 * `kubectl exec POD -- flowloom …`), after the container name of `docker exec` or `docker compose
 * exec`, after the Flowloom image in `docker run`, inside `sh -c "…"`, and as the first item of an
 * exec-form array (`["flowloom", "run"]`). A name such as `--name flowloom` or `pg_isready -U
 * flowloom` is an argument, not a command.
 */
import {cliCommandByName, optionForms, programOptions, type CliOption} from '../../data/cli';
import {facts} from '../../data/facts';
import {splitSource, type Line} from './docSources';

/** The languages whose code blocks run commands. */
export const COMMAND_LANGUAGES = new Set([
  'bash',
  'sh',
  'shell',
  'console',
  'powershell',
  'ps1',
  'dockerfile',
  'docker',
  'yaml',
  'yml',
]);

/** Words after which a new command starts; `--` as in `kubectl exec POD -- flowloom …`. */
const SEPARATORS = new Set(['&&', '||', ';', '|', '&', '(', ')', '$(', '{', '}', '--']);
const PREFIXES = new Set([
  'sudo',
  'exec',
  'nohup',
  'time',
  'env',
  'then',
  'do',
  'else',
  '$',
  '>',
  'PS>',
  'RUN',
  'CMD',
  'ENTRYPOINT',
  'command:',
  'args:',
  'entrypoint:',
]);
const ASSIGNMENT = /^(?:[A-Za-z_][A-Za-z0-9_]*|\$env:[A-Za-z_][A-Za-z0-9_]*)=/;
const IMAGE = new RegExp(`^${facts.image.replace('/', '\\/')}(?::\\S+)?$`);
/** `docker exec` options that take a value. */
const EXEC_VALUE_OPTIONS = new Set(['-u', '--user', '-e', '--env', '-w', '--workdir']);

/** Shell words: quotes group, and are removed. `;` and `|` glued to a word are split off. */
function words(line: string): string[] {
  const found = line.match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? [];
  return found.flatMap((word) => {
    const parts = /^(.*?)(;|\|)?$/.exec(word)!;
    const bare = parts[1]!.replace(/^(["'])(.*)\1$/, '$2');
    return parts[2] ? [bare, parts[2]] : [bare];
  });
}

/** The words after each `flowloom` in command position, in `tokens`. */
function invocations(tokens: readonly string[]): string[][] {
  const found: string[][] = [];
  let atCommand = true;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (SEPARATORS.has(token)) {
      atCommand = true;
      continue;
    }
    if (token.startsWith('#')) break;
    if (IMAGE.test(token)) {
      atCommand = true;
      continue;
    }
    // `sh -c "flowloom …"` and a health check's CMD-SHELL: the script is a command line of its own.
    if (
      (token === '-c' && /^(?:ba|z)?sh$/.test(tokens[index - 1] ?? '')) ||
      token === 'CMD-SHELL'
    ) {
      found.push(...invocations(words(tokens[index + 1] ?? '')));
      index += 1;
      continue;
    }
    if (!atCommand) continue;
    if (ASSIGNMENT.test(token) || PREFIXES.has(token)) continue;
    if (token === 'uv' && tokens[index + 1] === 'run') {
      index += 1;
      continue;
    }
    if ((token === 'docker' || token === 'podman') && tokens.includes('exec')) {
      // docker [compose] exec [options] NAME COMMAND…
      index = tokens.indexOf('exec', index) + 1;
      while (tokens[index]?.startsWith('-')) {
        index += EXEC_VALUE_OPTIONS.has(tokens[index]!) ? 2 : 1;
      }
      continue; // the loop's increment skips NAME; the next word is the command
    }
    if (token === 'flowloom') {
      const end = tokens.findIndex(
        (word, at) =>
          at > index && (SEPARATORS.has(word) || word.startsWith('#') || /^\d?>/.test(word)),
      );
      found.push(tokens.slice(index + 1, end < 0 ? undefined : end));
      index = end < 0 ? tokens.length : end - 1;
    }
    atCommand = false;
  }
  return found;
}

/** Every `flowloom …` command in `line`, as the words after `flowloom`. */
export function flowloomInvocations(line: string): string[][] {
  // A commented alternative, `# or: flowloom …`, is a command too; other comments are prose.
  const commented = /^\s*#\s*[^\s:：]*[:：]\s*(.*)$/.exec(line);
  if (commented) return invocations(words(commented[1]!));
  // Exec form: ["flowloom", "run", "--port", "8080"] or ["sh", "-c", "flowloom …"].
  const array = /\[\s*("(?:[^"\\]|\\.)*"(?:\s*,\s*"(?:[^"\\]|\\.)*")*)\s*\]/.exec(line);
  if (array) {
    const items = (JSON.parse(`[${array[1]}]`) as string[]).map((item) =>
      /\s/.test(item) ? `'${item}'` : item,
    );
    return invocations(items.flatMap(words));
  }
  return invocations(words(line));
}

export interface CommandLine {
  words: string[];
  line: number;
  /** From inline code in prose, which may name a command or an option without a complete line. */
  mention: boolean;
}

/** Lines of a code block with their `\` (shell) and `` ` `` (PowerShell) continuations joined. */
function joinContinuations(lines: readonly Line[]): Line[] {
  const joined: Line[] = [];
  let pending: Line | undefined;
  for (const {text, line} of lines) {
    const current = pending ? {text: `${pending.text} ${text}`, line: pending.line} : {text, line};
    if (/\s[\\`]$/.test(text)) {
      pending = {text: current.text.replace(/\s[\\`]$/, ''), line: current.line};
    } else {
      joined.push(current);
      pending = undefined;
    }
  }
  return pending ? [...joined, pending] : joined;
}

/** The `flowloom` commands of a page: in its command code blocks, and in inline code of its prose. */
export function pageInvocations(text: string): CommandLine[] {
  const {blocks, paragraphs} = splitSource(text);
  const lines = [
    ...blocks
      .filter((block) => COMMAND_LANGUAGES.has(block.language))
      .flatMap((block) =>
        joinContinuations(block.lines).map((line) => ({...line, mention: false})),
      ),
    ...paragraphs
      .flat()
      .flatMap(({text: prose, line}) =>
        [...prose.matchAll(/`([^`]+)`/g)].map((span) => ({text: span[1]!, line, mention: true})),
      ),
  ];
  return lines.flatMap(({text: line, line: number, mention}) =>
    flowloomInvocations(line).map((found) => ({words: found, line: number, mention})),
  );
}

function checkOptions(
  words: readonly string[],
  options: readonly CliOption[],
  command: string,
  mention: boolean,
): string | undefined {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const [name, inlineValue] = word.split(/=(.*)/s, 2) as [string, string | undefined];
    const option = options.find((candidate) => optionForms(candidate).includes(name));
    if (!option) {
      return word.startsWith('-')
        ? `${command} has no option ${name}`
        : `${command} takes no argument "${word}"`;
    }
    if (option.type === 'boolean') {
      if (inlineValue !== undefined) return `${name} is a flag and takes no value`;
      continue;
    }
    const value = inlineValue ?? words[(index += 1)];
    if (value === undefined && mention) continue;
    if (value === undefined || value.startsWith('--')) return `${name} needs a value`;
    if (option.values && !option.values.includes(value)) {
      return `${name} takes ${option.values.join(', ')}, not "${value}"`;
    }
  }
  return undefined;
}

/**
 * Why `flowloom …words` is not a command of the catalog, or `undefined` when it is one. A mention
 * (inline code in prose: "the `flowloom` command", "`flowloom run --env-file`") may leave out the
 * command, option values and required options; what it names must still exist.
 */
export function invocationError({
  words,
  mention,
}: Pick<CommandLine, 'words' | 'mention'>): string | undefined {
  const commandAt = words.findIndex((word) => !word.startsWith('-'));
  const global = commandAt < 0 ? words : words.slice(0, commandAt);
  const globalError = checkOptions(global, programOptions, 'flowloom', mention);
  if (globalError) return globalError;
  if (commandAt < 0) {
    return global.length > 0 || mention ? undefined : 'flowloom needs a command';
  }
  const name = words[commandAt]!;
  // An upper-case word is a placeholder of a usage line: `flowloom COMMAND --help`.
  if (/^[A-Z]+$/.test(name)) return undefined;
  const command = name === 'flowloom' ? undefined : cliCommandByName(name);
  if (!command) return `flowloom has no command "${name}"`;
  const error = checkOptions(
    words.slice(commandAt + 1),
    command.options,
    `flowloom ${name}`,
    mention,
  );
  if (error) return error;
  const missing = command.options.find(
    (option) => option.required && !words.some((word) => word.split('=')[0] === option.name),
  );
  return missing && !mention && !words.includes('--help')
    ? `flowloom ${name} needs ${missing.name}`
    : undefined;
}
