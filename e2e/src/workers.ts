/**
 * How many test files run at once: each has its own server (src/global-setup.ts) and its
 * own Chromium (src/harness.ts), so two files side by side share nothing but the cores.
 * Two by default: a file spends about a third of its time waiting on the simulator's cars,
 * the server's answers and animations, which the other file's work fills.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
