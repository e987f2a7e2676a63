import { collectCardCharges, type MoneyDeps } from './service';

const EVERY_MS = 5_000;

/**
 * Charges finished card rides in the background, outside the completion's transaction (a
 * gateway call has no place inside a database lock). Returns the function that stops it.
 */
export function startCardCollector(
  deps: MoneyDeps,
  log: { error(payload: object, message: string): void },
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = collectCardCharges(deps)
      .catch((error: unknown) => log.error({ err: error }, 'card rides not collected'))
      .finally(() => {
        running = null;
      });
  }, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
