// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from '../../../shared/api/idempotency';

describe('idempotency keys', () => {
  it('makes distinct random keys', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('keeps one key per attempt: the same attempt reuses it, another attempt gets a new one', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `k${++n}`);
    expect(keys.keyFor('order-1|90006')).toBe('k1');
    expect(keys.keyFor('order-1|90006')).toBe('k1');
    expect(keys.keyFor('order-1|90007')).toBe('k2');
    expect(keys.keyFor('order-1|90006')).toBe('k3');
    keys.reset();
    expect(keys.keyFor('order-1|90006')).toBe('k4');
  });
});
