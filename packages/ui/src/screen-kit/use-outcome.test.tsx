import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActionResult } from '@parada/core/store';
import { useOutcome } from './use-outcome';

const outcome = (seq: number, ok = true): ActionResult<'x'> =>
  ok
    ? { kind: 'x', id: null, ok, key: null, params: {}, message: null, seq }
    : { kind: 'x', id: null, ok, message: 'No', code: 422, errors: [], seq };

describe('useOutcome', () => {
  it('reacts once to each new outcome, never to one from before the screen opened', () => {
    const onOutcome = vi.fn();
    const { result, rerender } = renderHook(({ last }) => useOutcome(last, onOutcome), {
      initialProps: { last: outcome(3) as ActionResult<'x'> | null },
    });
    expect(onOutcome).not.toHaveBeenCalled();
    expect(result.current).toBeNull();

    rerender({ last: outcome(4, false) });
    rerender({ last: outcome(4, false) });
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ ok: false, seq: 4 });
  });

  it('without a callback, gives back only what came since it opened (a dialog’s own failure)', () => {
    const { result, rerender } = renderHook(({ last }) => useOutcome(last), {
      initialProps: { last: outcome(1, false) as ActionResult<'x'> | null },
    });
    expect(result.current).toBeNull();
    rerender({ last: outcome(2, false) });
    expect(result.current).toMatchObject({ seq: 2 });
  });
});
