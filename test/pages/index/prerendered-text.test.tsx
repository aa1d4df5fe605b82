import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerenderedText } from '../../../pages/index/prerendered-text';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PrerenderedText', () => {
  it('renders its children where it has them (the build, the dev server)', async () => {
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<PrerenderedText id="t">{<p>Terms</p>}</PrerenderedText>)).toBe(
      '<div id="t"><p>Terms</p></div>',
    );
  });

  it('without children, keeps the markup the build wrote, across renders and a remount after hydration', async () => {
    document.body.innerHTML =
      '<div id="root"><section><div id="t"><h2>About us</h2><p>Since 2019.</p></div></section></div>';
    const root = document.getElementById('root')!;
    function Page({ n }: { n: number }) {
      return (
        <section data-n={n}>
          <PrerenderedText key={n > 2 ? 'again' : 'first'} id="t">
            {null}
          </PrerenderedText>
        </section>
      );
    }
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let app!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      app = hydrateRoot(root, <Page n={1} />, { onRecoverableError: () => undefined });
    });
    await act(async () => app.render(<Page n={2} />));
    expect(root.querySelector('section')?.dataset.n).toBe('2');
    expect(document.getElementById('t')?.innerHTML).toBe('<h2>About us</h2><p>Since 2019.</p>');
    // A remount (the root boundary's 'Try again') creates the element afresh: the same text again.
    await act(async () => app.render(<Page n={3} />));
    expect(document.getElementById('t')?.innerHTML).toBe('<h2>About us</h2><p>Since 2019.</p>');
    app.unmount();
  });
});
