import { afterEach, describe, expect, it } from 'vitest';
import { popModal, pushModal, resetTopLayer, topHost } from '../../../shared/feedback/top-layer';
import { dismissToast, toast } from '../../../shared/feedback/toast';

afterEach(() => {
  dismissToast();
  document.body.innerHTML = '';
});

describe('the overlays’ host', () => {
  it('is the open modal dialog while it is in the document', () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    pushModal(dialog);
    expect(topHost()).toBe(dialog);
    toast('Saved');
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Saved');
    popModal(dialog);
    expect(topHost()).toBe(document.body);
  });
});

describe('a screen swapped out (D38)', () => {
  it('leaves no modal behind: the overlays come back to the body', () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    pushModal(dialog);
    toast('Saved');
    dialog.remove();
    resetTopLayer();
    expect(topHost()).toBe(document.body);
    expect(document.querySelector('.toast')?.parentElement).toBe(document.body);
  });
});
