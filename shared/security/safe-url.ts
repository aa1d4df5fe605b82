/**
 * The one guard every navigation to a server-supplied URL passes through (contract D7). Only `http:` and
 * `https:` URLs (and, for the bridge, the app's own scheme) are followed, so a `javascript:` or `data:`
 * URL from a compromised or buggy response never runs in the borrower's session.
 */
import { config, isDevelopment } from '../config/config';

export interface GuardOptions {
  /** Also accept URLs with `config.appScheme` (deep links the native shell opens). */
  allowAppScheme?: boolean;
  /** What relative URLs resolve against; the page's URL by default. */
  base?: string;
  /**
   * A money redirect (`payUrl`, `h5Url`, `playeduL`, `lendDetailsUrl`, the provider page): `https:` only
   * outside development (contract D18), or our own origin (no weaker than the page already is).
   */
  money?: boolean;
}

/** Never followed, even if a build sets one of them as the app scheme. */
const SCRIPTABLE = /^(javascript|data|vbscript|file|blob):$/;

function appScheme(): string {
  const scheme = config.appScheme.toLowerCase();
  return scheme.endsWith(':') ? scheme : `${scheme}:`;
}

/**
 * Returns the normalised absolute URL when it is safe to open, else null. The input is cleaned the way
 * browsers clean it (leading/trailing C0 controls and spaces stripped, tabs and newlines removed
 * anywhere) before any check, so 'java\tscript:' is judged as the 'javascript:' a browser would run.
 * Always navigate to the returned string, never to the raw input.
 * @example guardUrl('https://pay.example.ph/x') // 'https://pay.example.ph/x'
 * @example guardUrl('order.html?x=1', { base: 'https://app.example.ph/a.html' }) // 'https://app.example.ph/order.html?x=1'
 * @example guardUrl('javascript:alert(1)') // null
 */
export function guardUrl(raw: unknown, opts: GuardOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- the WHATWG URL parser's own clean-up, on purpose
  const cleaned = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  // '' would reload the page; '//host' and '/\host' leave the origin while looking like a path.
  if (!cleaned || /^[/\\]{2}/.test(cleaned)) return null;
  const base = opts.base ?? (typeof location === 'undefined' ? undefined : location.href);
  let url: URL;
  try {
    url = new URL(cleaned, base);
  } catch {
    return null;
  }
  if (SCRIPTABLE.test(url.protocol)) return null;
  if (opts.allowAppScheme && url.protocol === appScheme()) return url.href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // 'https://app.example.ph@evil.example' shows a trusted name and goes elsewhere.
  if (url.username || url.password) return null;
  // A backstop: after the '//' refusal a relative URL cannot leave the page origin, and this keeps it so
  // if that check is ever loosened.
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(cleaned);
  const sameOrigin = !!base && url.origin === new URL(base).origin;
  return (!hasScheme || (opts.money && url.protocol !== 'https:' && !isDevelopment())) && !sameOrigin ? null : url.href;
}
