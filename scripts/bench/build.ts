/**
 * `npm run bench:build`: a cold production build of both locales (caches cleared first), with
 * Faster (Rspack, SWC, Lightning CSS) and without (webpack, Babel), printing wall time and the peak
 * memory of the whole process tree (Linux: read from /proc); then what the API reference costs: the
 * generation of its pages, and a Faster build without it (`DOCS_API_REFERENCE=false`).
 * Prints figures; asserts nothing.
 */
import {spawn, execFileSync} from 'node:child_process';

import {watchPeak} from './processTree';

interface Variant {
  label: string;
  env: Record<string, string>;
}

const variants: Variant[] = [
  {label: 'Faster (Rspack, SWC)', env: {DOCS_FASTER: 'true'}},
  {label: 'webpack, Babel', env: {DOCS_FASTER: 'false'}},
  {label: 'Faster, no API reference', env: {DOCS_FASTER: 'true', DOCS_API_REFERENCE: 'false'}},
];

function build({env}: Variant): Promise<{seconds: number; peak: number}> {
  execFileSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build'], {
    stdio: 'ignore',
    env: {...process.env, ...env, NO_UPDATE_NOTIFIER: '1'},
  });
  const memory = watchPeak(child.pid!);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const peak = memory.stop();
      if (code === 0) resolve({seconds: (performance.now() - started) / 1000, peak});
      else reject(new Error(`docusaurus build (${JSON.stringify(env)}) exited with ${code}`));
    });
  });
}

async function main(): Promise<void> {
  const generation = performance.now();
  execFileSync('npm', ['run', 'api:gen'], {stdio: 'ignore'});
  const generationSeconds = (performance.now() - generation) / 1000;
  const seconds: number[] = [];
  for (const variant of variants) {
    const result = await build(variant);
    seconds.push(result.seconds);
    console.log(
      `${variant.label.padEnd(26)}: ${result.seconds.toFixed(1)} s wall, peak memory ${(result.peak / 2 ** 30).toFixed(2)} GiB`,
    );
  }
  console.log(
    `API reference: ${generationSeconds.toFixed(1)} s to generate its pages (npm run api:gen), ${(seconds[0]! - seconds[2]!).toFixed(1)} s more in the Faster build`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
