/**
 * html-validate over many files in parallel worker threads, one per core (a page takes tens of
 * milliseconds, and the site has hundreds). Each thread loads the project's configuration itself.
 */
import {availableParallelism} from 'node:os';
import {resolve} from 'node:path';
import {Worker} from 'node:worker_threads';

export interface FileMessages {
  file: string;
  messages: {line: number; column: number; ruleId: string; message: string; severity: number}[];
}

const WORKER = resolve('tests/html-validate/worker.mjs');

export async function validateFiles(files: readonly string[]): Promise<FileMessages[]> {
  const threads = Math.max(1, Math.min(availableParallelism(), files.length));
  // Every thread-th file, so that long and short pages spread evenly.
  const shares = Array.from({length: threads}, (_, k) => files.filter((_, i) => i % threads === k));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<FileMessages[]>((done, fail) => {
          const worker = new Worker(WORKER, {workerData: {files: share}});
          worker.once('message', done);
          worker.once('error', fail);
          worker.once('exit', (code) => {
            if (code !== 0) fail(new Error(`html-validate worker exited with ${code}`));
          });
        }),
    ),
  );
  const byFile = new Map(results.flat().map((result) => [result.file, result]));
  return files.map((file) => byFile.get(file)!);
}
