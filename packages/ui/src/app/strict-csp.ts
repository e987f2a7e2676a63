import { config } from 'zod';

/**
 * Imported first by each app's entry, before core builds its schemas: zod probes for
 * `new Function` when the first object schema is created, and the apps' strict
 * Content-Security-Policy (no 'unsafe-eval') reports even that caught probe as a violation.
 * Without eval zod parses by interpretation, which the apps' small payloads never notice.
 */
config({ jitless: true });
