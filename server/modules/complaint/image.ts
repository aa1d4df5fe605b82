/**
 * What an uploaded image is, read from its first bytes: the kind (magic number) and the pixel size
 * from the header. A 30000 × 30000 PNG is under 1 MB on disk and 3.6 GB once a phone or a thumbnailer
 * decodes it: the size is checked before anything else touches the picture.
 */

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif';

/** The most pixels an evidence photo may have (a 12 MP phone camera is well under). */
export const IMAGE_PIXELS_MAX = 25_000_000;

/** The image kind by its first bytes (magic number), or null when it is not one we accept. */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (
    bytes.length >= 6 &&
    at(0, 0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const be16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const be32 = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
const le16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const le24 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);

/** PNG: the IHDR chunk comes first (width, height as 32-bit big-endian). */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  return { width: be32(b, 16), height: be32(b, 20) };
}

/** GIF: the logical screen size (16-bit little-endian) right after the signature. */
function gifSize(b: Uint8Array): ImageSize | null {
  return b.length < 10 ? null : { width: le16(b, 6), height: le16(b, 8) };
}

/** JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = be16(b, i + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return i + 9 <= b.length ? { height: be16(b, i + 5), width: be16(b, i + 7) } : null;
    }
    i += 2 + length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, canvas size). */
function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8X') return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  }
  return null;
}

/** The pixel size its header declares, or null when the header cannot be read. */
export function imageSize(kind: ImageKind, bytes: Uint8Array): ImageSize | null {
  const size =
    kind === 'png'
      ? pngSize(bytes)
      : kind === 'gif'
        ? gifSize(bytes)
        : kind === 'jpg'
          ? jpegSize(bytes)
          : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
