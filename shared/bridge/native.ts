/**
 * The native shell bridge (contract §3): `window.webkit.messageHandlers.<name>.postMessage(payload)`.
 * Outside the shell each command falls back to the nearest web action, so every page also works in a
 * plain mobile browser.
 */
import { guardUrl } from '../security/safe-url';
import { dialable } from '../format/digits';
import { toast } from '../feedback/toast';
import { SESSION_EXPIRED_MESSAGE } from '../feedback/messages';

export type NativeCommand =
  | 'to'
  | 'close'
  | 'toP'
  | 'home'
  | 'mine'
  | 'login'
  | 'call'
  | 'rate'
  | 'trackPoint'
  | 'bankStart'
  | 'bankEnd';

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
  trackPoint: (): void => send('trackPoint', '', devLog('trackPoint')),
  bankStart: (): void => send('bankStart', '', devLog('bankStart')),
  bankEnd: (): void => send('bankEnd', '', devLog('bankEnd')),
};

let backHandler: (() => void) | null = null;

/**
 * Registers the page's handler for the shell's back gesture (`window.onNativeBack()`); returns the
 * unregister function. With no page handler, back closes the web view.
 * @example useEffect(() => onNativeBack(() => retention.value = true), []);
 */
export function onNativeBack(fn: () => void): () => void {
  backHandler = fn;
  return () => {
    if (backHandler === fn) backHandler = null;
  };
}

if (typeof window !== 'undefined') {
  window.onNativeBack = () => {
    if (backHandler) backHandler();
    else native.close();
  };
}
