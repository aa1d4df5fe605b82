/**
 * ADR 0017: on an entry whose first calls the start script sent, superagent is not fetched while the
 * screen loads (it would compete with the first paint with data); the borrower's first touch or key
 * fetches it, once, ahead of the call that tap starts. Elsewhere it is fetched at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Evaluations of the superagent module: each one is a download of its chunk in the browser. */
let downloads = 0;

beforeEach(() => {
  vi.resetModules();
  vi.doMock('superagent', () => {
    downloads++;
    return { default: {} };
  });
});

afterEach(() => {
  delete window.__earlyCalls;
  vi.doUnmock('superagent');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warming the transport', () => {
  it('waits for the first interaction when the start script sent the first calls', async () => {
    window.__earlyCalls = { take: () => undefined };
    const before = downloads;
    await import('../../../shared/api/transport');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(downloads - before).toBe(0);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(downloads - before).toBe(1));
    await settle();
    expect(downloads - before).toBe(1);
  });

  it('not at a touch on a control that opens another screen: that touch starts the next screen instead', async () => {
    window.__earlyCalls = { take: () => undefined };
    document.body.innerHTML = '<a href="/repay-period.html">Repayment</a><button data-opens="/x.html">X</button>';
    const before = downloads;
    await import('../../../shared/api/transport');
    for (const control of document.body.children)
      control.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(downloads - before).toBe(0);
    // A touch elsewhere on the screen (a button of its own) still fetches it.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(downloads - before).toBe(1));
    document.body.innerHTML = '';
  });

  it('fetches at once on an entry without early calls', async () => {
    const before = downloads;
    await import('../../../shared/api/transport');
    await vi.waitFor(() => expect(downloads - before).toBe(1));
  });
});
