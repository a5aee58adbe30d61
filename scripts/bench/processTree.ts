/** Resident memory of a process tree, read from /proc (Linux), for the benches' peak-memory figures. */
import {readdirSync, readFileSync} from 'node:fs';

/** Resident memory of a process and all its descendants, in bytes (0 where /proc is missing). */
export function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read it.
    }
  }
  const sum = (pid: number): number =>
    (rss.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((total, child) => total + sum(child), 0);
  return sum(root);
}

/** Samples a running process tree's memory every 200 ms; `stop()` returns the peak in bytes. */
export function watchPeak(pid: number): {stop: () => number} {
  let peak = 0;
  const poll = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 200);
  return {
    stop: () => {
      clearInterval(poll);
      return peak;
    },
  };
}
