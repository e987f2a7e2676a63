import { cpus, loadavg } from 'node:os';

/** The p-th percentile (0..100) of `values`, nearest-rank: the value a share p of samples is at or below. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** The largest of `values`; spreading 100,000 deliveries into Math.max overflows the stack. */
export function maxOf(values: readonly number[]): number {
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) if (value > max) max = value;
  return values.length === 0 ? Number.NaN : max;
}

export interface Machine {
  cpus: number;
  cpu: string;
  node: string;
  /** 1, 5 and 15 minute load averages when the figure was taken. */
  load: [number, number, number];
}

/** What the numbers were measured on, read again beside every figure: the load changes. */
export function machine(): Machine {
  const [one, five, fifteen] = loadavg();
  return {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    load: [round(one!, 2), round(five!, 2), round(fifteen!, 2)],
  };
}

export const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** Milliseconds since `start` (a process.hrtime.bigint() reading). */
export const elapsedMs = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * The machine is shared: a run whose 1-minute load is above the core count competed for
 * the CPU with something else, and its figure says so.
 */
export const noisy = (load: Machine['load'], cores: number): boolean => load[0] > cores;

/** CPU microseconds this process has used: unlike the clock, it stops while others run. */
export const cpuMicros = (): number => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** A Markdown table, as the bench prints its figures. */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const lines = [headers, headers.map(() => '---'), ...rows.map((row) => row.map(String))];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
