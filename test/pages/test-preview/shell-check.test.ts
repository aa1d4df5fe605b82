import { describe, expect, it } from 'vitest';
import { NATIVE_COMMANDS } from '../../../shared/bridge/fallbacks';
import {
  bridgeLines,
  readWebViewFacts,
  reportText,
  samplePayload,
  sessionLines,
  webViewLines,
} from '../../../pages/test-preview/shell-check';
import type { WebViewFacts } from '../../../pages/test-preview/shell-check';

const handler = { postMessage: () => undefined };

const FACTS: WebViewFacts = {
  sessionStorage: true,
  localStorage: true,
  cookies: true,
  camera: true,
  geolocation: true,
  keepalive: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

describe('the shell check (contract §3)', () => {
  it('has a line for each of the eleven commands: a handler is ok, a missing one says what the page does instead', () => {
    const lines = bridgeLines({ close: handler, call: handler, to: { postMessage: 'not a function' } });
    expect(lines.map((l) => l.name)).toEqual([...NATIVE_COMMANDS]);
    expect(NATIVE_COMMANDS).toHaveLength(11);
    expect(lines.find((l) => l.name === 'close')).toEqual({
      name: 'close',
      verdict: 'ok',
      detail: 'Handler registered',
    });
    expect(lines.find((l) => l.name === 'to')?.verdict).toBe('missing');
    expect(lines.find((l) => l.name === 'rate')).toEqual({
      name: 'rate',
      verdict: 'missing',
      detail: 'No handler. Without it the page: Nothing (logged to the console in development)',
    });
    expect(lines.find((l) => l.name === 'login')?.detail).toContain('Your session has expired.');
    expect(bridgeLines(undefined).every((l) => l.verdict === 'missing')).toBe(true);
  });

  it('sends each command with the payload the contract names: call gets the dialable number', () => {
    expect(samplePayload('call')).toMatch(/^\d+$/);
    expect(samplePayload('to')).toBe('/about-us.html');
    expect(samplePayload('close')).toBe('');
    expect(samplePayload('bankEnd')).toBe('');
  });

  it('names the session keys the shell put on the URL and those it left off, never a value', () => {
    const lines = sessionLines(new URLSearchParams('token=secret-token-123&building=B7&user_from=fb&lang=fil'));
    expect(lines).toEqual([
      { name: 'token', verdict: 'ok', detail: 'On the URL (16 characters)' },
      { name: 'building', verdict: 'ok', detail: 'On the URL (2 characters)' },
      { name: 'gather', verdict: 'missing', detail: 'Not on the URL that opened this page' },
      { name: 'swift', verdict: 'missing', detail: 'Not on the URL that opened this page' },
      { name: 'eyes', verdict: 'missing', detail: 'Not on the URL that opened this page' },
      { name: 'Other keys', verdict: 'ok', detail: 'Also on the URL: user_from, lang' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-token-123');
  });

  it('reads what the web view offers: each capability ok or missing, location left to a tap', () => {
    const all = webViewLines(FACTS);
    expect(all.map((l) => [l.name, l.verdict])).toEqual([
      ['Session storage', 'ok'],
      ['Local storage', 'ok'],
      ['Cookies', 'ok'],
      ['Camera from a file input', 'ok'],
      ['Location', 'not checked'],
      ['Fetch keepalive', 'ok'],
      ['User agent', 'ok'],
    ]);
    const none = webViewLines({ ...FACTS, sessionStorage: false, camera: false, geolocation: false, keepalive: false });
    expect(none.find((l) => l.name === 'Session storage')).toMatchObject({ verdict: 'missing' });
    expect(none.find((l) => l.name === 'Camera from a file input')?.detail).toBe(
      'The photo input opens the file picker only',
    );
    expect(none.find((l) => l.name === 'Location')).toMatchObject({ verdict: 'missing' });
    expect(none.find((l) => l.name === 'Fetch keepalive')).toMatchObject({ verdict: 'missing' });
    const facebook = webViewLines({ ...FACTS, userAgent: `${FACTS.userAgent} [FBAN/FBIOS;FBAV/450.0]` });
    expect(facebook.at(-1)?.detail).toMatch(/^Read as Facebook’s in-app browser/);
  });

  it('reads the facts from this document: storage and keepalive work in the test DOM', () => {
    const facts = readWebViewFacts();
    expect(facts.sessionStorage).toBe(true);
    expect(facts.localStorage).toBe(true);
    expect(facts.userAgent).toBe(navigator.userAgent);
  });

  it('writes the report as text for a ticket: a line per check with its verdict, where it ran, no session value', () => {
    const text = reportText(
      [
        { title: 'Bridge commands', lines: bridgeLines({ close: handler }).slice(0, 2) },
        { title: 'Session keys on the URL', lines: sessionLines(new URLSearchParams('token=abcdef')).slice(0, 1) },
      ],
      new Date('2026-11-28T10:00:00Z'),
      true,
    );
    expect(text).toBe(
      [
        'Shell check, 2026-11-28T10:00:00.000Z',
        'Inside the app shell.',
        '',
        'Bridge commands',
        '[Missing] to: No handler. Without it the page: Navigates there itself, through the URL guard (only the allowed origins and entries, D7)',
        '[OK] close: Handler registered',
        '',
        'Session keys on the URL',
        '[OK] token: On the URL (6 characters)',
      ].join('\n'),
    );
  });
});
