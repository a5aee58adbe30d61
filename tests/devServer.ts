/**
 * The development server as a writer runs it: `npm start` (or `npm run start:zh`) on a free port, in a
 * process group of its own, so that stopping it, or a failing test, leaves no process behind.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';

import {siteDefaults} from '../data/site';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface DevServer {
  /** The locale's root: `http://127.0.0.1:PORT/docs/workflow/` (English) or `…/workflow/zh-Hans/`. */
  root: string;
  /** `npm run …`, the leader of the server's process group. */
  child: ChildProcess;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Ends the whole process group: npm, its shell and the Docusaurus server under them. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // ESRCH: the group is gone already.
  }
}

// A test runner that exits while a server still runs (a crash, a timeout) takes the server with it.
process.once('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));

/** Whether any process of the group that `child` leads is still alive. */
export function groupAlive(child: Pick<ChildProcess, 'pid'>): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `npm run SCRIPT -- --port PORT --host 127.0.0.1 --no-open` and resolves once the locale's root
 * (`localePath` under the base URL, as the server prints it) answers 200; rejects with what the
 * server printed if it exits or does not answer within `timeoutMs`.
 */
export async function startDevServer(
  script: 'start' | 'start:zh',
  {localePath, timeoutMs}: {localePath: string; timeoutMs: number},
): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    'npm',
    ['run', script, '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, BROWSER: 'none'}},
  );
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      running.delete(child);
      resolve();
    }),
  );

  const server: DevServer = {
    child,
    root: `http://127.0.0.1:${port}${siteDefaults.baseUrl}${localePath}`,
    async stop(): Promise<void> {
      killGroup(child, 'SIGTERM');
      const killed = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
      // npm exits before its children on SIGTERM: wait for the rest of the group too.
      for (let waited = 0; groupAlive(child) && waited < 10_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      killGroup(child, 'SIGKILL');
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`npm run ${script} exited with ${String(exitCode)}:\n${output.slice(-4000)}`);
    }
    const status = await fetch(server.root).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await server.stop();
  throw new Error(
    `npm run ${script} did not answer at ${server.root} within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`,
  );
}
