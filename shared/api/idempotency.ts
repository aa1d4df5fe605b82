/**
 * Idempotency keys for money actions: one key per payment attempt. A retry of the same attempt (same
 * order, amount and channel, e.g. after a dropped connection) sends the same key, so the backend answers
 * the same result and never records a second payment; a different attempt gets a new key.
 */

/** A random, unguessable key (UUID v4 where available). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKeys {
  /** The key of the attempt described by `signature`: the same signature keeps its key. */
  keyFor(signature: string): string;
  /** Forgets the current attempt (the next call starts a new one). */
  reset(): void;
}

/**
 * @example
 * const keys = createAttemptKeys();
 * const key = keys.keyFor(JSON.stringify({ orderId, amount, channelNumber }));
 */
export function createAttemptKeys(make: () => string = newIdempotencyKey): AttemptKeys {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (!current || current.signature !== signature) current = { signature, key: make() };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}
