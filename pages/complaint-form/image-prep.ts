/**
 * Photos are shrunk and re-encoded on the phone before upload: a 12 MP camera photo of 4–6 MB
 * becomes a ~200–400 KB JPEG at most 1600 px on its longest side, so nine of them go up on slow mobile
 * data. Re-encoding also drops the photo's metadata (EXIF, GPS position) before it leaves the phone.
 */

export const MAX_SIDE = 1600;
export const JPEG_QUALITY = 0.8;

/**
 * The size that fits `max` on the longest side, keeping the aspect ratio; never enlarges.
 * @example fitWithin(4032, 3024) // { width: 1600, height: 1200 }
 */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A JPEG of the picture at most `MAX_SIDE` px on its longest side; the original file when this browser
 * cannot decode it (e.g. HEIC outside Safari): the server then judges the original bytes.
 */
export async function prepareImage(file: Blob): Promise<Blob> {
  try {
    const image = await decode(file);
    const { width, height } = fitWithin(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d');
    if (!g || !width) return file;
    // JPEG has no transparency: a transparent screenshot gets white, not black.
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, width, height);
    g.drawImage(image, 0, 0, width, height);
    if ('close' in image) image.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    // Frees the bitmap memory at once (iOS keeps canvas memory until the size is reset).
    canvas.width = canvas.height = 0;
    return blob ?? file;
  } catch {
    return file;
  }
}
