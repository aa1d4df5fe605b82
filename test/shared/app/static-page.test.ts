import { afterEach, describe, expect, it, vi } from 'vitest';
import { startStaticPage } from '../../../shared/app/static-page';

const MARKUP = `
  <header class="page-header"><button type="button" class="page-header__back" aria-label="Back"></button><h1>How to pay</h1></header>
  <main>
    <button type="button" class="zoom-image" aria-label="Enlarge image: Step"><img src="/images/a.svg" alt="Step" class="zoom-image__thumb"></button>
    <dialog class="dialog zoom-image__dialog" aria-label="Step"><button type="button" class="zoom-image__close">Close</button></dialog>
  </main>`;

afterEach(() => {
  document.body.innerHTML = '';
  delete window.webkit;
  delete document.documentElement.dataset.mounted;
});

describe('startStaticPage', () => {
  it('sends the back control through the bridge', () => {
    const close = vi.fn();
    window.webkit = { messageHandlers: { close: { postMessage: close } } };
    document.body.innerHTML = MARKUP;
    startStaticPage();
    document.querySelector<HTMLButtonElement>('.page-header__back')!.click();
    expect(close).toHaveBeenCalledWith('');
  });

  it('takes the session keys out of the address bar, then marks the page mounted (ADR 0014)', async () => {
    history.replaceState(null, '', '/pay-guide.html?token=secret&building=B&orderId=4');
    document.body.innerHTML = MARKUP;
    startStaticPage();
    await vi.waitFor(() => expect(document.documentElement.dataset.mounted).toBe('true'));
    expect(location.search).toBe('?orderId=4');
    expect(JSON.parse(sessionStorage.getItem('pb.session') ?? '{}')).toEqual({ token: 'secret', building: 'B' });
    history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('enlarges the picture in its dialog and removes it on close, focus back on the thumbnail', () => {
    document.body.innerHTML = MARKUP;
    startStaticPage();
    const thumb = document.querySelector<HTMLButtonElement>('button.zoom-image')!;
    const dialog = document.querySelector('dialog')!;
    thumb.click();
    expect(dialog.open).toBe(true);
    const full = dialog.querySelector<HTMLImageElement>('img.zoom-image__full')!;
    expect(full.getAttribute('src')).toBe('/images/a.svg');
    expect(full.alt).toBe('Step');
    dialog.querySelector<HTMLButtonElement>('.zoom-image__close')!.click();
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('img')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('a link to another page of ours leaves at once under the tap guard: marked busy, a second tap does nothing', () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    document.body.innerHTML = `${MARKUP}<a href="/pay-guide-local.html">How to pay at a local outlet</a>`;
    startStaticPage();
    const link = document.querySelector('a')!;
    link.click();
    link.click();
    expect(assign).toHaveBeenCalledExactlyOnceWith(new URL('/pay-guide-local.html', location.href).href);
    expect(link.getAttribute('aria-busy')).toBe('true');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(link.hasAttribute('aria-busy')).toBe(false);
    assign.mockRestore();
  });
});
