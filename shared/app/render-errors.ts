/**
 * The client errors of this page view, as the field reports carry them (ADR 0021, ADR 0034): the render
 * errors the root boundary caught, and what no boundary sees (an exception in a tap handler, a rejected
 * promise nobody awaited, a request or script the page's CSP blocked). Each is its source, its type and its
 * scrubbed message (`scrubMessage`); a CSP violation is its directive and the blocked origin only. Each
 * distinct one once a screen, at most 20. Out of the React pages' start script (the boundary hands an error over
 * through the lazily loaded `afterMount`, which also starts the listeners), and free of React, so that the
 * static pages' field reports read it too. Names and e-mail addresses leave the message when the report is
 * built (field-reports.ts: `withoutNames`).
 */
import type { ErrorSource, FieldError } from '../api/contract/field';
import { screenEpoch } from '../platform/screen-epoch';
import type { OnScreen } from '../platform/screen-epoch';
import { scrubMessage } from './scrub-message';

/**
 * The contract's `FIELD_MAX_ITEMS`, held equal by test/shared/app/render-errors.test.ts: not imported, so
 * that the contract's names stay out of the static pages' start script.
 */
export const MAX_ERRORS = 20;

/** A render error as the root boundary hands it over (name and scrubbed message). */
export interface CaughtError {
  name: string;
  message: string;
}

/** A client error as this page view keeps it, with its screen. */
export type NotedError = OnScreen<FieldError>;

const caught: NotedError[] = [];

/** Keeps one client error (its message scrubbed already) unless this screen has it already or the page view has 20. */
function note(source: ErrorSource, name: string, text: string): void {
  // `TypeError`, `RangeError`, a class's own name, a CSP directive: a word, else `Error` (never free text).
  const word = /^[A-Za-z][\w-]{0,39}$/.test(name) ? name : 'Error';
  const epoch = screenEpoch.n;
  const kept = (e: NotedError) => e.epoch === epoch && e.source === source && e.name === word && e.message === text;
  if (caught.length < MAX_ERRORS && !caught.some(kept)) caught.push({ source, name: word, message: text, epoch });
}

/** Called through `afterMount` by the root boundary, which reports each distinct error once. */
export function noteRenderError(name: string, message: string): void {
  note('render', name, message);
}

/** An error's type and message; a value thrown or rejected that is not an Error is reported by its type only. */
const noteThrown = (source: ErrorSource, thrown: unknown, fallback: string) =>
  thrown instanceof Error
    ? note(source, thrown.name, scrubMessage(thrown.message))
    : // No error object (a cross-origin script's 'Script error.'): the event's message is all there is.
      note(source, 'Error', thrown == null ? scrubMessage(fallback) : typeof thrown);

let listening = false;

/**
 * Listens for uncaught exceptions, unhandled rejections and CSP violations on `target` (once per page view).
 * @example listenForClientErrors(); // where the field reports start
 */
export function listenForClientErrors(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('error', (e) => noteThrown('error', e.error, e.message));
  target.addEventListener('unhandledrejection', (e) => noteThrown('rejection', e.reason, 'undefined'));
  target.addEventListener('securitypolicyviolation', (e) => {
    // The origin of what was blocked, never its path or query; `inline`, `eval` as the browser names them.
    let origin: string;
    try {
      origin = new URL(e.blockedURI).origin;
    } catch {
      origin = /^[a-z-]{1,20}$/.test(e.blockedURI) ? e.blockedURI : 'other';
    }
    note('csp', e.effectiveDirective, origin);
  });
}

/** @example renderErrors() // [{ source: 'render', name: 'TypeError', message: "Cannot read properties of undefined (reading 'x')", epoch: 0 }] */
export function renderErrors(): readonly NotedError[] {
  return caught;
}

/** Test seam: a new page view. */
export function forgetRenderErrors(): void {
  caught.length = 0;
}

/** Test seam: a new page view's listeners (the last target's stay; a test gives each its own window). */
export function forgetErrorListeners(): void {
  listening = false;
}
