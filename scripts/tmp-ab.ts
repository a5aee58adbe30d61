// Ad-hoc interleaved A/B of two English builds (not committed).
import {launch} from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {chromiumLaunchOptions} from './browser/chromium';
import {startServer} from './static-server';
import {audit, loadLighthouse, numeric, score} from './bench/lighthouseAudit';
import {effectShown, formatSpread, spread} from './bench/spread';
const [dirA, dirB, path, runsArg] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 7);
async function main() {
  const a = startServer(dirA!, 4193);
  const b = startServer(dirB!, 4194);
  const {default: lighthouse} = await loadLighthouse();
  const chrome = await launch({chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args});
  const runs: {a: Result[]; b: Result[]} = {a: [], b: []};
  for (let run = 0; run <= RUNS; run++) {
    const ra = await audit(lighthouse, `http://127.0.0.1:4193/docs/workflow/${path}`, chrome.port, undefined);
    const rb = await audit(lighthouse, `http://127.0.0.1:4194/docs/workflow/${path}`, chrome.port, undefined);
    if (run === 0) continue;
    runs.a.push(ra); runs.b.push(rb);
  }
  for (const [label, get] of [
    ['TBT (ms)', (l: Result) => numeric(l, 'total-blocking-time')],
    ['LCP (ms)', (l: Result) => numeric(l, 'largest-contentful-paint')],
    ['mobile performance', (l: Result) => score(l, 'performance')],
  ] as const) {
    const [sa, sb] = [spread(runs.a.map(get)), spread(runs.b.map(get))];
    console.log(`${path}, ${label}: ${dirA} ${formatSpread(sa)}, ${dirB} ${formatSpread(sb)}: ${effectShown(sa, sb) ? 'effect shown' : 'no effect shown'}`);
  }
  chrome.kill(); a.close(); b.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
