import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZoomImage } from '../../../shared/ui/zoom-image';

function dialog(): HTMLDialogElement {
  return document.querySelector('dialog')!;
}

function openZoom(alt = 'Step 1: open GCash') {
  render(<ZoomImage src="/img/step-1.png" alt={alt} />);
  const thumb = screen.getByRole('button', { name: alt ? `Enlarge image: ${alt}` : 'Enlarge image' });
  thumb.focus();
  fireEvent.click(thumb);
  return thumb;
}

describe('ZoomImage', () => {
  afterEach(() => {
    cleanup();
  });

  it("a priority picture (the first screen's largest) is fetched at once, with high priority", () => {
    render(<ZoomImage src="/img/step-1.png" alt="Step 1" priority />);
    const img = screen.getByRole('button', { name: 'Enlarge image: Step 1' }).querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('is a button named after the image, wrapping a lazy thumbnail', () => {
    render(<ZoomImage src="/img/step-1.png" alt="Step 1: open GCash" />);
    const thumb = screen.getByRole('button', { name: 'Enlarge image: Step 1: open GCash' });
    const img = thumb.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/img/step-1.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(dialog().open).toBe(false);
  });

  it("an image with empty alt is still a named button: 'Enlarge image'", () => {
    render(<ZoomImage src="/img/qr.png" alt="" />);
    screen.getByRole('button', { name: 'Enlarge image' });
  });

  it('a tap opens the image full size in a dialog', () => {
    openZoom();
    const zoomed = screen.getByRole('dialog', { name: 'Step 1: open GCash' }) as HTMLDialogElement;
    expect(zoomed.open).toBe(true);
    expect(zoomed.querySelector('img')!.getAttribute('src')).toBe('/img/step-1.png');
  });

  it('the Close button closes it and focus returns to the thumbnail', () => {
    const thumb = openZoom();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(thumb);
  });

  it('a tap on the enlarged image closes it', () => {
    openZoom();
    fireEvent.click(dialog().querySelector('img')!);
    expect(dialog().open).toBe(false);
  });

  it('Escape closes it', () => {
    openZoom();
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
  });
});
