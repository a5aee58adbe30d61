/**
 * `npm run bench:build`: a cold production build of both locales (caches cleared first), with
 * Faster (Rspack, SWC, Lightning CSS) and without (webpack, Babel), printing wall time, the peak
 * memory of the whole process tree (Linux: read from /proc) and each locale's post-build time (the
 * pass over the built pages and the other plugins' postBuild, as Docusaurus's own timer reports it);
 * then what the API reference costs: the generation of its pages, and a Faster build without it
 * (`DOCS_API_REFERENCE=false`). `--runs N` builds each variant N times, one variant after the other
 * in turn. Prints figures; asserts nothing.
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

interface BuildFigures {
  seconds: number;
  peak: number;
  /** Seconds of post-build work per locale, in build order. */
  postBuild: [string, number][];
}

/** Docusaurus's timer line for a locale's postBuild (`DOCUSAURUS_PERF_LOGGER=true`). */
const POST_BUILD = /\[PERF\] Build > ([\w-]+) > postBuild\(\) - ([\d.]+) (ms|seconds)/g;

function build({env}: Variant): Promise<BuildFigures> {
  execFileSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {...process.env, ...env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_PERF_LOGGER: 'true'},
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const memory = watchPeak(child.pid!);
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const peak = memory.stop();
      if (code !== 0)
        return reject(new Error(`docusaurus build (${JSON.stringify(env)}) exited with ${code}`));
      const postBuild = [...output.matchAll(POST_BUILD)].map(
        ([, locale, value, unit]): [string, number] => [
          locale!,
          Number(value) / (unit === 'ms' ? 1000 : 1),
        ],
      );
      resolve({seconds: (performance.now() - started) / 1000, peak, postBuild});
    });
  });
}

const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument >= 0 ? Number(process.argv[runsArgument + 1]) : 1;

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number from 1');
  const generation = performance.now();
  execFileSync('npm', ['run', 'api:gen'], {stdio: 'ignore'});
  const generationSeconds = (performance.now() - generation) / 1000;
  const seconds = variants.map((): number[] => []);
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [index, variant] of variants.entries()) {
      const result = await build(variant);
      seconds[index]!.push(result.seconds);
      const postBuild = result.postBuild
        .map(([locale, time]) => `${locale} ${time.toFixed(1)} s`)
        .join(', ');
      console.log(
        `${variant.label.padEnd(26)}: ${result.seconds.toFixed(1)} s wall, peak memory ${(result.peak / 2 ** 30).toFixed(2)} GiB, post-build ${postBuild}${RUNS > 1 ? ` (run ${run})` : ''}`,
      );
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(
    `API reference: ${generationSeconds.toFixed(1)} s to generate its pages (npm run api:gen), ${(median(seconds[0]!) - median(seconds[2]!)).toFixed(1)} s more in the Faster build`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
