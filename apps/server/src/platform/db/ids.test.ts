import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextId } from './ids.js';

afterEach(() => vi.useRealTimers());

describe('ids', () => {
  it('stay unique and rising when the clock falls far behind the last id, without waiting for it', () => {
    // a test (or an operator) set the clock ahead, ids were made, then the clock came back
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const ahead = nextId();
    vi.setSystemTime(new Date('2026-12-02T00:00:00Z'));
    const started = performance.now();
    const ids = Array.from({ length: 10_000 }, () => nextId());
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(new Set(ids).size).toBe(ids.length);
    const asNumbers = [ahead, ...ids].map(BigInt);
    for (let i = 1; i < asNumbers.length; i++) expect(asNumbers[i]! > asNumbers[i - 1]!).toBe(true);
  });
});
