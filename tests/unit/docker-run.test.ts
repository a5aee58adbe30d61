/**
 * A `docker run` of the Flowloom image that publishes a port must make the server listen on every
 * interface of the container: the server's default host is the loopback address, which a published
 * port never reaches, and the image does not change it. A command does so with
 * `-e FLOWLOOM_HOST=0.0.0.0`, or with an `--env-file` (the file of "Run the image" sets it).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {facts} from '../../data/facts';
import {DOC_ROOTS, docSources, splitSource} from './docSources';

interface DockerRun {
  file: string;
  line: number;
  command: string;
}

/** The `docker run` commands of a page's code blocks, continuation lines joined. */
export function dockerRuns(file: string, text: string): DockerRun[] {
  return splitSource(text).blocks.flatMap((block) => {
    const runs: DockerRun[] = [];
    let current: DockerRun | undefined;
    for (const {text: line, line: number} of block.lines) {
      if (current) current.command += ` ${line.trim()}`;
      else if (/\bdocker run\b/.test(line))
        current = {file, line: number, command: line.slice(line.indexOf('docker run')).trim()};
      if (current && !line.trimEnd().endsWith('\\')) {
        runs.push(current);
        current = undefined;
      }
    }
    return runs;
  });
}

/** Runs the Flowloom image (not a third-party one, not an image built from it) with a published port. */
function publishesFlowloom(command: string): boolean {
  return (
    new RegExp(`(^|\\s)${facts.image}:`).test(command) &&
    /\s(-p|--publish)[\s=]/.test(command) &&
    !command.includes('--entrypoint')
  );
}

const listensOnAll = (command: string) =>
  /-e FLOWLOOM_HOST=0\.0\.0\.0\b/.test(command) || /\s--env-file[\s=]/.test(command);

test('the parser joins continuation lines and finds a published Flowloom image', () => {
  const page = [
    '```bash title="Terminal"',
    'docker run -d -p 7860:7860 \\',
    `  ${facts.image}:1.0.0`,
    'docker run --rm alpine true',
    '```',
  ].join('\n');
  const runs = dockerRuns('page.mdx', page);
  assert.deepEqual(
    runs.map(({line, command}) => [line, command]),
    [
      [2, `docker run -d -p 7860:7860 \\ ${facts.image}:1.0.0`],
      [4, 'docker run --rm alpine true'],
    ],
  );
  assert.equal(publishesFlowloom(runs[0]!.command), true);
  assert.equal(listensOnAll(runs[0]!.command), false);
  assert.equal(publishesFlowloom(runs[1]!.command), false);
});

for (const locale of Object.keys(DOC_ROOTS) as (keyof typeof DOC_ROOTS)[]) {
  test(`${locale}: every docker run of the Flowloom image with a published port sets FLOWLOOM_HOST=0.0.0.0`, () => {
    const runs = docSources(locale).flatMap(({file, text}) => dockerRuns(file, text));
    const published = runs.filter(({command}) => publishesFlowloom(command));
    assert.ok(
      published.length >= 10,
      `only ${published.length} commands found: is the parser broken?`,
    );
    assert.deepEqual(
      published
        .filter(({command}) => !listensOnAll(command))
        .map(({file, line, command}) => `${file}:${line}: ${command}`),
      [],
    );
  });
}
