/**
 * The shell check (contract §3): what the iOS team's web view gives the pages, read from inside it. Each
 * line says ok, missing or not checked, in the shell team's words, and the whole check copies as text
 * for a ticket. Pure functions over what the page reads from `window`, so each is tested without a shell;
 * the view is `shell-check-view.tsx`.
 */
import type { NativeCommand } from '../../shared/bridge/native';
import { FALLBACK_WORDS, NATIVE_COMMANDS, WITHOUT_SHELL } from '../../shared/bridge/fallbacks';
import { dialable } from '../../shared/format/digits';
import { config } from '../../shared/config/config';
import { t } from '../../shared/i18n/t';
import { messagingAppName } from '../../shared/platform/user-agent';
import { HEADER_KEYS } from '../../shared/session/query';

export type Verdict = 'ok' | 'missing' | 'not checked';

export interface CheckLine {
  /** What is checked: a command, a session key, a capability. */
  name: string;
  verdict: Verdict;
  /** What was found, in words; never a session value. */
  detail: string;
}

/** A verdict as the page and the report write it. */
export const VERDICT_WORDS: Record<Verdict, string> = {
  ok: t('OK'),
  missing: t('Missing'),
  'not checked': t('Not checked'),
};

/** The session keys the contract puts on every URL the shell opens (D18): the token and the four headers. */
export const SESSION_KEYS = ['token', ...HEADER_KEYS] as const;

/**
 * What each command is sent with when the tester taps it: the payload the contract names (`native.ts`).
 * `to` opens About us (a page with no session), `call` dials customer service.
 */
export function samplePayload(command: NativeCommand): unknown {
  switch (command) {
    case 'to':
      return '/about-us.html';
    case 'call':
      return dialable(config.servicePhone);
    case 'toP':
      return ['shell-check'];
    case 'trackPoint':
      return { event: 'shell-check' };
    default:
      return '';
  }
}

type Handlers = Partial<Record<string, { postMessage?: unknown }>> | undefined;

/** Whether the web view registered a handler for `command`. */
export function hasHandler(handlers: Handlers, command: NativeCommand): boolean {
  return typeof handlers?.[command]?.postMessage === 'function';
}

/** One line per bridge command: its handler, or what the pages do without it. */
export function bridgeLines(handlers: Handlers): CheckLine[] {
  return NATIVE_COMMANDS.map((command) =>
    hasHandler(handlers, command)
      ? { name: command, verdict: 'ok', detail: t('Handler registered') }
      : {
          name: command,
          verdict: 'missing',
          detail: t('No handler. Without it the page: {fallback}', {
            fallback: FALLBACK_WORDS[WITHOUT_SHELL[command]],
          }),
        },
  );
}

/**
 * One line per session key the contract expects on the URL that opened the page, and one naming the other
 * keys found there. Values never appear, only their length (the report goes into tickets).
 * @example sessionLines(new URLSearchParams('token=abc&building=b'))[0] // { name: 'token', verdict: 'ok', detail: 'on the URL (3 characters)' }
 */
export function sessionLines(opened: URLSearchParams): CheckLine[] {
  const lines: CheckLine[] = SESSION_KEYS.map((key) => {
    const value = opened.get(key);
    return value
      ? { name: key, verdict: 'ok', detail: t('On the URL ({count} characters)', { count: value.length }) }
      : { name: key, verdict: 'missing', detail: t('Not on the URL that opened this page') };
  });
  const others = [...new Set(opened.keys())].filter((k) => !(SESSION_KEYS as readonly string[]).includes(k));
  if (others.length)
    lines.push({
      name: t('Other keys'),
      verdict: 'ok',
      detail: t('Also on the URL: {keys}', { keys: others.join(', ') }),
    });
  return lines;
}

/** What the web view offers the pages, as far as a page can tell without asking the borrower. */
export interface WebViewFacts {
  sessionStorage: boolean;
  localStorage: boolean;
  cookies: boolean;
  /** `<input type="file" capture>`: the photo input can open the camera. */
  camera: boolean;
  geolocation: boolean;
  /** `fetch(…, { keepalive: true })`: tracking events survive a page that closes at once. */
  keepalive: boolean;
  userAgent: string;
}

/** Reads the facts from this web view. */
export function readWebViewFacts(): WebViewFacts {
  const works = (probe: () => boolean) => {
    try {
      return probe();
    } catch {
      return false;
    }
  };
  const storage = (store: () => Storage) =>
    works(() => {
      const s = store();
      s.setItem('shell-check', '1');
      const ok = s.getItem('shell-check') === '1';
      s.removeItem('shell-check');
      return ok;
    });
  return {
    sessionStorage: storage(() => sessionStorage),
    localStorage: storage(() => localStorage),
    cookies: works(() => {
      document.cookie = 'shell-check=1; path=/; SameSite=Lax';
      const ok = document.cookie.includes('shell-check=1');
      document.cookie = 'shell-check=; path=/; max-age=0';
      return ok;
    }),
    camera: works(() => 'capture' in document.createElement('input')),
    geolocation: 'geolocation' in navigator,
    keepalive: works(() => new Request(location.href, { keepalive: true }).keepalive === true),
    userAgent: navigator.userAgent,
  };
}

/** One line per capability the screens rely on. */
export function webViewLines(facts: WebViewFacts): CheckLine[] {
  const line = (name: string, ok: boolean, yes: string, no: string): CheckLine => ({
    name,
    verdict: ok ? 'ok' : 'missing',
    detail: ok ? yes : no,
  });
  const app = messagingAppName(facts.userAgent);
  return [
    line(
      t('Session storage'),
      facts.sessionStorage,
      t('Works'),
      t('Unavailable: the session keys stay in the address bar and a pay-code page cannot read its order'),
    ),
    line(
      t('Local storage'),
      facts.localStorage,
      t('Works'),
      t('Unavailable: a complaint’s draft, the landing’s device id and unsent field reports are lost'),
    ),
    line(t('Cookies'), facts.cookies, t('Works'), t('Unavailable (no screen relies on cookies today)')),
    line(
      t('Camera from a file input'),
      facts.camera,
      t('The photo input can open the camera'),
      t('The photo input opens the file picker only'),
    ),
    facts.geolocation
      ? {
          name: t('Location'),
          verdict: 'not checked',
          detail: t('Available; tap Get location below to see whether the shell grants it'),
        }
      : { name: t('Location'), verdict: 'missing', detail: t('Unavailable in this web view') },
    line(
      t('Fetch keepalive'),
      facts.keepalive,
      t('Works: tracking events survive a page that closes'),
      t('Unavailable: a tracking event sent as a page closes may be lost'),
    ),
    {
      name: t('User agent'),
      verdict: 'ok',
      detail: app
        ? t('Read as {app}’s in-app browser (no bridge, no store links): {userAgent}', {
            userAgent: facts.userAgent,
            app,
          })
        : t('Read as a web view or browser of its own: {userAgent}', { userAgent: facts.userAgent }),
    },
  ];
}

/** A group of lines under its heading. */
export interface CheckGroup {
  title: string;
  lines: CheckLine[];
}

/**
 * The whole check as text for a ticket: a heading, then a line per check. Nothing in it is a session
 * value: `sessionLines` gives lengths only.
 */
export function reportText(groups: CheckGroup[], when: Date, inShell: boolean): string {
  return [
    t('Shell check, {time}', { time: when.toISOString() }),
    inShell ? t('Inside the app shell.') : t('Not inside the app shell: a plain browser.'),
    ...groups.flatMap((g) => [
      '',
      g.title,
      ...g.lines.map((l) => `[${VERDICT_WORDS[l.verdict]}] ${l.name}: ${l.detail}`),
    ]),
  ].join('\n');
}
