import { afterEach, describe, expect, it, vi } from 'vitest';
import { withChunkTimeout } from './lazy-with-reload';

afterEach(() => {
  vi.useRealTimers();
});

describe('withChunkTimeout', () => {
  it('passes a chunk that loads in time through', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('chunk'), 1_000)).resolves.toBe('chunk');
  });

  it('fails a chunk still loading after the time-out (spec §8: 120 s)', async () => {
    vi.useFakeTimers();
    const stalled = withChunkTimeout(() => new Promise<string>(() => {}));
    const settled = expect(stalled).rejects.toThrow(/timed out after 120000 ms/);
    await vi.advanceTimersByTimeAsync(120_000);
    await settled;
  });

  it('passes a load error on', async () => {
    await expect(withChunkTimeout(() => Promise.reject(new Error('404')), 1_000)).rejects.toThrow(
      '404',
    );
  });
});
