/** A fresh key per user intent: a retried request with the same key books once. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
