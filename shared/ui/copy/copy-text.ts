import { topHost } from '../../feedback/top-layer';

/**
 * Copies text to the clipboard; resolves false when nothing could be copied.
 * @example
 * if (!(await copyText(payCode))) toast('Copy failed, please copy it manually');
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Older WKWebViews and pages without a secure context refuse: fall through to the old way.
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const active = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  // readonly keeps the iOS keyboard down; 16px stops iOS zooming in on focus.
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;font-size:16px';
  // Inside an open modal dialog the rest of the page is inert and cannot be selected.
  topHost().append(area);
  area.select();
  // iOS ignores select() on a readonly field without an explicit range.
  area.setSelectionRange(0, text.length);
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus?.();
  return copied;
}
