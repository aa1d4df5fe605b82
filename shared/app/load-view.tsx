/**
 * What a page shows of its data while it loads, when it fails and when it is ready: the
 * skeleton (also the prerendered HTML), the error box, and `<LoadView>` that picks one by the load state.
 * The load itself is `useLoad` (`use-load.ts`); these parts are apart from it so that a page that only
 * shows a skeleton (the landing's lazy form) does not load the hook's signals.
 *
 * The error box says a failure once (the load's calls toast nothing: `LOAD_CALL`), offers 'Try again'
 * only when asking again can mend it (`canRetry`: network, 5xx, timeouts, an unreadable answer) and the
 * way back otherwise; a page opened without a key its first call needs (`fromQuery(key, 'needed')`) says
 * so, in words, without a call.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { RequestOptions } from '../api/request';
import { leavePage, native } from '../bridge/native';
import { config } from '../config/config';
import { t } from '../i18n/t';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /**
   * `code`: the envelope's code of the failed call (`null`: no envelope), for a page that tells failures
   * apart; `retry`: whether 'Try again' can mend it (else the box offers the way back).
   */
  | { status: 'error'; message: string; code?: number | string | null; retry: boolean };

/** The options of every call of a page's load: the error box says the outcome, so nothing is toasted. */
export const LOAD_CALL: Readonly<RequestOptions> = { silent: true };

/**
 * What each query key a first call can need is, in the borrower's words (never the key's name);
 * `productId` and `product_id` mirror each other (the page query reads either).
 */
const NEEDED: Readonly<Record<string, string>> = {
  orderId: t('loan order'),
  problemId: t('complaint'),
  productId: t('loan offer'),
};

/**
 * The message of a page opened without a query key its first call needs (D21): what is missing, in
 * words, and what to do; never the key's name.
 * @example missingMessage('orderId') // 'This page was opened without its loan order. Please go back and open it again.'
 */
export function missingMessage(key: string): string {
  const what = NEEDED[key] ?? t('details');
  return t('This page was opened without its {what}. Please go back and open it again.', { what });
}

/**
 * The visible failure of a page's load: 'Try again' when a retry can mend it (`onRetry`), else 'Go back'
 * (one page back inside the flow, the web view closed on its first page: D16); and always a way to a
 * person, 'Call customer service' on the configured phone (the bridge `call`, D15; `tel:` in a browser,
 * ADR 0028), so no failure is a dead end for a borrower with a payment due.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const phoneId = useId();
  return (
    <div className="card load-error" role="alert">
      <p>{message}</p>
      <div className="load-error__actions">
        <button type="button" className="btn btn--secondary" onClick={onRetry ?? leavePage}>
          {onRetry ? t('Try again') : t('Go back')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          aria-describedby={phoneId}
          onClick={() => native.call(config.servicePhone)}
        >
          {t('Call customer service')}
        </button>
      </div>
      <p id={phoneId} className="load-error__phone">
        {config.servicePhone}
      </p>
    </div>
  );
}

/**
 * Placeholder lines of the data area while it loads (also what the prerendered HTML shows). Said to a
 * screen reader as a status with the word 'Loading' (a name on a plain `div` is read by none, and the
 * Nu Html Checker refuses it); the lines themselves are decoration.
 */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="card" role="status">
      <span className="visually-hidden">{t('Loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton" aria-hidden="true" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}

/**
 * The three states of a page's data in one place: the skeleton while it loads, the error box
 * with 'Try again' when it failed, the screen when it is ready. Pages pass the state and what to render
 * with the data, instead of repeating the three branches. Kept in this module (not its own file): a
 * module of its own became a chunk of its own on every page, about 150 B gz of start JS for nothing.
 */
export interface LoadViewProps<T> {
  state: LoadState<T>;
  reload: () => void;
  /** Lines of the skeleton (what the prerendered HTML shows too). */
  lines?: number;
  /** A failure the page shows its own way (e.g. 'nothing to repay'); the error box otherwise. */
  failed?: (message: string) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * @example
 * <LoadView state={state} reload={reload} lines={4}>{(d) => <Details data={d} />}</LoadView>
 */
export function LoadView<T>({ state, reload, lines = 3, failed, children }: LoadViewProps<T>) {
  if (state.status === 'loading') return <Skeleton lines={lines} />;
  if (state.status === 'error')
    return (
      <>{failed?.(state.message) ?? <LoadError message={state.message} onRetry={state.retry ? reload : undefined} />}</>
    );
  return <>{children(state.data)}</>;
}
