/**
 * What `check:backend` prints of a backend it does not trust: control characters escaped (a `code`
 * holding terminal sequences cannot clear the screen or forge a line of the report), long texts cut,
 * and the token and every session value blanked in each form the backend may echo them in.
 */
import { headerValue } from '../../shared/api/header-value';

/**
 * C0 and C1 controls (ESC, CR, LF, BS, …), DEL, and the invisible marks that reorder or hide text on a
 * terminal (bidirectional overrides and isolates, zero-width characters).
 */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * Each unprintable character as its escape, so what it would have done is shown instead.
 * @example escapeControls('\u001b[2J16 read fully') // '\\x1b[2J16 read fully'
 */
export function escapeControls(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * A text from the backend as the report shows it: the secrets blanked first (a cut could leave part of
 * one that no longer matches), escaped, quoted, and cut after `max` characters.
 * @example backendText('E\u001b[31m', []) // "'E\\x1b[31m'"
 */
export function backendText(text: string, secrets: readonly string[], max = 40): string {
  const clean = escapeControls(redact(text, secrets));
  return `'${clean.length > max ? `${clean.slice(0, max)}… (${text.length} characters)` : clean}'`;
}

const regexpEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The forms a secret can come back in: as it is, URL-encoded (`%20` or `+`), as the pages send it in a
 * header (D19), inside a JSON string, and as this report escapes it.
 */
export function secretForms(secret: string): string[] {
  return [
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
    headerValue(secret),
    JSON.stringify(secret).slice(1, -1),
    escapeControls(secret),
  ];
}

/**
 * `text` with every form of every secret replaced by `***`. Case-insensitive, so `%2f` and `%2F` both
 * go (blanking more than the secret is harmless; printing it is not). Secrets under 3 characters are
 * left alone: they would blank every word.
 * @example redact('token=a%2Fb', ['a/b']) // 'token=***'
 */
export function redact(text: string, secrets: readonly string[]): string {
  const forms = [...new Set(secrets.filter((s) => s.length >= 3).flatMap(secretForms))];
  if (!forms.length) return text;
  // Longest first, so a form is never cut by a shorter one inside it.
  forms.sort((a, b) => b.length - a.length);
  return text.replace(new RegExp(forms.map(regexpEscape).join('|'), 'gi'), '***');
}

/**
 * One line of the report: escaped, then redacted (a secret may also arrive already escaped).
 * @example printable('code \u001b[2J tok-1', ['tok-1']) // 'code \\x1b[2J ***'
 */
export function printable(line: string, secrets: readonly string[]): string {
  return redact(escapeControls(redact(line, secrets)), secrets);
}
