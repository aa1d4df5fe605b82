// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { FIELD_MAX_ITEMS } from '../../../shared/api/contract/field';
import { withoutNames } from '../../../shared/app/field-reports';
import {
  forgetErrorListeners,
  forgetRenderErrors,
  listenForClientErrors,
  MAX_ERRORS,
  noteRenderError,
  renderErrors,
} from '../../../shared/app/render-errors';
import { scrubMessage } from '../../../shared/app/root-boundary';
import { screenEpoch } from '../../../shared/platform/screen-epoch';

beforeEach(() => {
  forgetRenderErrors();
  screenEpoch.n = 0;
});

describe('render errors as the field reports carry them (ADR 0021)', () => {
  it('takes out names and e-mail addresses; an engine’s own words stay', () => {
    expect(withoutNames("Cannot read Juan Dela Cruz's loan")).toBe("Cannot read #'s loan");
    expect(withoutNames("Cannot read properties of undefined (reading 'Maria')")).toBe(
      "Cannot read properties of undefined (reading '#')",
    );
    expect(withoutNames("Cannot read properties of undefined (reading 'amount')")).toBe(
      "Cannot read properties of undefined (reading 'amount')",
    );
    expect(withoutNames('Sending to maria.santos@mail.ph failed')).toBe('Sending to # failed');
    expect(withoutNames('TypeError in a React tree: Symbol expected')).toBe(
      'TypeError in a React tree: Symbol expected',
    );
    // With the boundary's own scrub first, as the page does.
    expect(
      withoutNames(scrubMessage('Minified React error #418; visit https://react.dev/errors/418?args[]=Maria')),
    ).toBe('Minified React error # visit https://react.dev/errors/#?');
  });

  it('keeps each distinct error once, its name a word, at most 20', () => {
    noteRenderError('TypeError', 'x is not a function');
    noteRenderError('TypeError', 'x is not a function');
    noteRenderError('<script>', 'Bad Maria');
    expect(renderErrors()).toEqual([
      { source: 'render', name: 'TypeError', message: 'x is not a function', epoch: 0 },
      { source: 'render', name: 'Error', message: 'Bad Maria', epoch: 0 },
    ]);
    for (let i = 0; i < 30; i++) noteRenderError('Error', `e${i}`);
    expect(renderErrors()).toHaveLength(20);
    expect(MAX_ERRORS).toBe(FIELD_MAX_ITEMS);
  });

  it('notes each error with the screen showing (a swap counts one up, D38): the same error on the next screen is its own', () => {
    noteRenderError('TypeError', 'x is not a function');
    screenEpoch.n += 1;
    noteRenderError('TypeError', 'x is not a function');
    noteRenderError('TypeError', 'x is not a function');
    expect(renderErrors().map((e) => e.epoch)).toEqual([0, 1]);
  });

  it('hears a CSP violation as its directive and the blocked origin or keyword, nothing of the path', () => {
    forgetErrorListeners();
    const target = new EventTarget() as Window;
    listenForClientErrors(target);
    // Once per page view: a second call adds no second set of listeners.
    listenForClientErrors(target);
    const violate = (effectiveDirective: string, blockedURI: string) =>
      target.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective, blockedURI }));
    violate('script-src-elem', 'https://cdn.evil.example:8443/x.js?token=abc');
    violate('script-src-elem', 'https://cdn.evil.example:8443/y.js');
    violate('style-src-attr', 'inline');
    violate('img-src', 'Juan Dela Cruz 0917');
    expect(renderErrors()).toEqual([
      { source: 'csp', name: 'script-src-elem', message: 'https://cdn.evil.example:8443', epoch: 0 },
      { source: 'csp', name: 'style-src-attr', message: 'inline', epoch: 0 },
      { source: 'csp', name: 'img-src', message: 'other', epoch: 0 },
    ]);
    // An uncaught exception's message is scrubbed as the boundary's is.
    target.dispatchEvent(
      Object.assign(new Event('error'), { error: new Error('No account 1234 5678 9012'), message: '' }),
    );
    expect(renderErrors().at(-1)).toEqual({ source: 'error', name: 'Error', message: 'No account #', epoch: 0 });
    // A cross-origin script's error has no error object (`null`): the event's message is all there is.
    target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    expect(renderErrors().at(-1)).toEqual({ source: 'error', name: 'Error', message: 'Script error.', epoch: 0 });
    // A value thrown that is not an Error: its type only.
    target.dispatchEvent(Object.assign(new Event('error'), { error: 'Maria 0917', message: 'Uncaught Maria 0917' }));
    expect(renderErrors().at(-1)).toEqual({ source: 'error', name: 'Error', message: 'string', epoch: 0 });
    forgetErrorListeners();
  });
});
