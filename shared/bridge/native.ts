/**
 * The native shell bridge (contract §3): `window.webkit.messageHandlers.<name>.postMessage(payload)`.
 * Outside the shell each command falls back to the nearest web action, so every page also works in a
 * plain mobile browser.
 */
import { guardUrl } from '../security/safe-url';
import { dialable } from '../format/digits';
import { flowDepth } from '../platform/flow-depth';
import { toast } from '../feedback/toast';
import { SESSION_EXPIRED_MESSAGE } from '../feedback/messages';

export type NativeCommand =
  'to' | 'close' | 'toP' | 'home' | 'mine' | 'login' | 'call' | 'rate' | 'trackPoint' | 'bankStart' | 'bankEnd';

interface MessageHandler {
  postMessage(payload: unknown): void;
}

declare global {
  interface Window {
    webkit?: { messageHandlers?: Partial<Record<NativeCommand, MessageHandler>> };
    onNativeBack?: () => void;
  }
}

function handler(name: NativeCommand): MessageHandler | undefined {
  return typeof window === 'undefined' ? undefined : window.webkit?.messageHandlers?.[name];
}

/** True when the page runs inside the native shell (it exposes at least the `close` handler). */
export function inNativeShell(): boolean {
  return Boolean(handler('close'));
}

function send(name: NativeCommand, payload: unknown, fallback: () => void): void {
  const h = handler(name);
  if (h) {
    h.postMessage(payload);
    return;
  }
  fallback();
}

function goBackOrHome(): void {
  if (history.length > 1) history.back();
  else location.assign('/');
}

function devLog(name: NativeCommand): () => void {
  return () => {
    if (import.meta.env?.DEV) console.info(`[bridge] ${name} (no native shell)`);
  };
}

/**
 * The 11 native commands. Payload is `""` except `to` (target URL or entry), `toP` (the caller's
 * parameter list) and `call` (the phone number).
 * @example native.call('0288523100');
 */
export const native = {
  /** Opens a page. In a browser: navigates, through the URL guard. */
  to(target: string): void {
    send('to', target, () => {
      const safe = guardUrl(target);
      if (safe) location.assign(safe);
    });
  },
  close: (): void => send('close', '', goBackOrHome),
  toP: (params: unknown): void => send('toP', params, devLog('toP')),
  home: (): void => send('home', '', () => location.assign('/')),
  mine: (): void => send('mine', '', goBackOrHome),
  login: (): void => send('login', '', () => toast(SESSION_EXPIRED_MESSAGE)),
  /** Dials: the shell (and the `tel:` fallback) gets the dialable number, never the display form (D15). */
  call(phone: string): void {
    const number = dialable(phone);
    send('call', number, () => {
      location.href = `tel:${number}`;
    });
  },
  rate: (): void => send('rate', '', devLog('rate')),
  /** `""` by default; the root error boundary sends `{ event, entry, message }` (nothing personal). */
  trackPoint: (payload: unknown = ''): void => send('trackPoint', payload, devLog('trackPoint')),
  bankStart: (): void => send('bankStart', '', devLog('bankStart')),
  bankEnd: (): void => send('bankEnd', '', devLog('bankEnd')),
};

let backHandler: (() => void) | null = null;

/**
 * Leaves this page the way back should (contract D16): one page back when another page of ours opened
 * it in this web view, else closes the web view. What a page handler calls once the borrower chose to go.
 * @example if (stay === false) leavePage();
 */
export function leavePage(): void {
  if (flowDepth() > 0) history.back();
  else native.close();
}

/**
 * Back, from the header control or the shell's gesture: the page's handler first (loan confirm's
 * retention pop-up), else `leavePage()`.
 */
export function goBack(): void {
  if (backHandler) backHandler();
  else leavePage();
}

/**
 * Registers the page's handler for back (the shell's `window.onNativeBack()` and the header control);
 * returns the unregister function. With no page handler, back leaves the page (`leavePage`).
 * @example useEffect(() => onNativeBack(() => setRetention(true)), []);
 */
export function onNativeBack(fn: () => void): () => void {
  backHandler = fn;
  return () => {
    if (backHandler === fn) backHandler = null;
  };
}

if (typeof window !== 'undefined') {
  window.onNativeBack = goBack;
}
