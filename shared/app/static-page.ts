/**
 * The whole browser script of a static entry (ADR 0017): about us, privacy, loan agreement, the payment
 * guides, and any future `prerender: "full"` entry without a form control. Their React component is
 * rendered at build time (`scripts/vite/prerender-plugin.ts`); `scripts/vite/static-pages-plugin.ts`
 * ships this file in place of React and the page's `main.tsx`. It does, on the prerendered markup, the
 * things those screens do:
 * - the header's back control, through the bridge, as `PageLayout` does;
 * - tap-to-enlarge pictures (`ZoomImage`'s markup) on the native `<dialog>`: Close, a tap on the
 *   picture, or Escape close it, and focus returns to the thumbnail;
 * - the links of ours under the tap guard (`openLink`), as `mount()` installs them;
 * - the session keys out of the address bar, as every entry (ADR 0014).
 * The markup is `PageLayout`'s and `ZoomImage`'s own, rendered at build time; their components cannot
 * run here (they are React, which these pages do not ship), so this script shares their logic modules
 * instead: `goBack` (the bridge) for the back control, `showModalDialog`/`closeModalDialog` (the
 * `Dialog` component's) for the picture.
 */
import '../ui/theme.css';
import { goBack } from '../bridge/native';
import { flowDepth, watchFlowLinks } from '../platform/flow-depth';
import { startFieldReportsWhenIdle } from './field-start';
import { openLink } from './open-page';
import { hideSessionKeys } from '../session/hide-session';
import { closeModalDialog, showModalDialog } from '../feedback/top-layer';

/** Opens the zoom dialog that `ZoomImage` prerendered next to its thumbnail button. */
function wireZoom(button: HTMLButtonElement): void {
  const dialog = button.nextElementSibling;
  const thumb = button.querySelector('img');
  if (!(dialog instanceof HTMLDialogElement) || !thumb) return;
  const closeButton = dialog.querySelector<HTMLButtonElement>('.zoom-image__close');
  const close = () => closeModalDialog(dialog);
  button.addEventListener('click', () => {
    if (dialog.open) return;
    const full = document.createElement('img');
    full.src = thumb.getAttribute('src') ?? '';
    full.alt = thumb.alt;
    full.className = 'zoom-image__full';
    // A tap on the picture is only a shortcut; Close and Escape are the accessible ways out.
    full.addEventListener('click', close);
    dialog.append(full);
    showModalDialog(dialog);
    closeButton?.focus();
  });
  closeButton?.addEventListener('click', close);
  dialog.addEventListener('close', () => {
    // Escape closes the dialog natively: it leaves the top-layer stack here too.
    closeModalDialog(dialog);
    dialog.querySelector('.zoom-image__full')?.remove();
    button.focus();
  });
}

/** @example startStaticPage(); // once, on the prerendered document */
export function startStaticPage(root: ParentNode = document): void {
  // D16, as mount() does: this page's place in the web view, before anything can push or replace state.
  flowDepth();
  watchFlowLinks(openLink);
  for (const back of root.querySelectorAll<HTMLButtonElement>('.page-header__back')) {
    // One page back inside a flow, else close the web view (the bridge's back, as PageLayout's).
    back.addEventListener('click', () => goBack());
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.zoom-image')) wireZoom(button);
  // The session keys leave the address bar here too (ADR 0014), once the page is wired. A static import:
  // a dynamic one would bring Vite's preload helper, which lives with React in the `app` chunk.
  hideSessionKeys();
  // ADR 0021: this page view's vitals, once it is idle (loaded on demand).
  startFieldReportsWhenIdle();
  // What smoke checks and tests wait for, as after a React mount.
  document.documentElement.dataset.mounted = 'true';
}
