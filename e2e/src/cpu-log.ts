/**
 * With E2E_CPU_LOG=<file>, each test file appends one line there: its wall time, the CPU of
 * this worker process (the tests and Playwright's client), the CPU of the processes it
 * started (Chromium's browser, GPU, network and renderer processes, pdftotext), ended ones
 * included, the 1-minute load at its end, then the contexts its pages opened and the
 * documents they loaded (src/harness.ts's `started`). On two cores the browsers' CPU is what sets the run's length, so that is the
 * figure to compare (docs/quality.md).
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { started } from './harness';

const TICKS = 100;

/** utime, stime, cutime, cstime and the parent of a process, from /proc/<pid>/stat. */
function stat(pid: number): { cpu: number; ownCpu: number; parent: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields start after its closing parenthesis.
    const fields = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const own = fields[11]! + fields[12]!;
    return {
      ownCpu: own / TICKS,
      cpu: (own + fields[13]! + fields[14]!) / TICKS,
      parent: fields[1]!,
    };
  } catch {
    return null;
  }
}

/** CPU seconds of every process below this one, and of those it has reaped. */
function childrenCpu(): number {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = stat(pid)?.parent;
    if (parent != null) parents.set(parent, [...(parents.get(parent) ?? []), pid]);
  }
  const self = stat(process.pid);
  let total = self ? self.cpu - self.ownCpu : 0;
  const queue = [...(parents.get(process.pid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += stat(pid)?.cpu ?? 0;
    queue.push(...(parents.get(pid) ?? []));
  }
  return total;
}

const logFile = process.env.E2E_CPU_LOG;
if (logFile) {
  let start = { wall: 0, own: process.cpuUsage(), children: 0 };
  beforeAll(() => {
    start = { wall: Date.now(), own: process.cpuUsage(), children: childrenCpu() };
    started.contexts = 0;
    started.loads = 0;
  });
  // Vitest reads a hook's first parameter as fixtures and wants it destructured.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const own = process.cpuUsage(start.own);
    const line = [
      path.basename(suite.file?.name ?? suite.name),
      ((Date.now() - start.wall) / 1000).toFixed(1),
      ((own.user + own.system) / 1e6).toFixed(1),
      (childrenCpu() - start.children).toFixed(1),
      readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
      started.contexts,
      started.loads,
    ].join('\t');
    appendFileSync(logFile, `${line}\n`);
  });
}
