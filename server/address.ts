/**
 * A caller's address, for the per-address caps (SMS codes, captcha tries, field reports) and for what a
 * forwarded call carries (ADR 0054). Forwarded headers are believed only from a proxy the operator named in
 * `TRUSTED_PROXIES`: anybody can write them, and a cap counted by the caller's own choice is no cap.
 */

/** An address as the socket gives it, IPv4-mapped IPv6 (`::ffff:10.0.0.2`) as IPv4. */
export function plainAddress(address: string): string {
  return address
    .trim()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
    .toLowerCase();
}

const isTrusted = (address: string, trustedProxies: readonly string[]) =>
  trustedProxies.some((proxy) => plainAddress(proxy) === address);

/**
 * Who called: the connection's address, or, when the connection is a trusted proxy, the nearest address in
 * its `X-Forwarded-For` that is not one of the trusted proxies (read from the right: each proxy appends the
 * address it saw, so only the entries our own proxies wrote can be believed).
 * @example clientAddress('203.0.113.7', ['127.0.0.1'], '1.2.3.4') // '203.0.113.7'
 * @example clientAddress('127.0.0.1', ['127.0.0.1'], '1.2.3.4, 198.51.100.9') // '198.51.100.9'
 */
export function clientAddress(remote: string, trustedProxies: readonly string[], received?: string): string {
  let address = plainAddress(remote);
  if (!received) return address;
  const chain = received.split(',').map(plainAddress).filter(Boolean);
  while (isTrusted(address, trustedProxies) && chain.length > 0) address = chain.pop()!;
  return address;
}

/**
 * The `X-Forwarded-For` a forwarded call carries: the connection's address; after the chain the connection
 * sent only when it is a proxy the operator named.
 * @example forwardedFor('203.0.113.7', [], '1.2.3.4') // '203.0.113.7'
 * @example forwardedFor('10.0.0.2', ['10.0.0.2'], '203.0.113.7') // '203.0.113.7, 10.0.0.2'
 */
export function forwardedFor(remote: string, trustedProxies: readonly string[], received?: string): string {
  const address = plainAddress(remote);
  return isTrusted(address, trustedProxies) && received?.trim() ? `${received.trim()}, ${address}` : address;
}
