/** Helpers of the complaint specs: real image files made by the browser's canvas. */
import type { Page } from '@playwright/test';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * `count` valid images (alternately PNG and JPEG) of `width`×`height`, each a different colour.
 * @example await page.getByLabel('Add image').setInputFiles(await makeImages(page, 3));
 */
export async function makeImages(
  page: Page,
  count: number,
  width = 64,
  height = 48,
  type: 'mixed' | 'png' = 'mixed',
): Promise<FilePayload[]> {
  const encoded = await page.evaluate(
    ({ count, width, height, type }) =>
      Array.from({ length: count }, (_, i) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext('2d') as CanvasRenderingContext2D;
        g.fillStyle = `hsl(${(i * 40) % 360} 70% 50%)`;
        g.fillRect(0, 0, width, height);
        const mime = type === 'png' || i % 2 === 0 ? 'image/png' : 'image/jpeg';
        return [mime, canvas.toDataURL(mime).split(',')[1]];
      }),
    { count, width, height, type },
  );
  return encoded.map(([mimeType, base64], i) => ({
    name: `photo-${i + 1}.${mimeType === 'image/png' ? 'png' : 'jpg'}`,
    mimeType,
    buffer: Buffer.from(base64, 'base64'),
  }));
}
