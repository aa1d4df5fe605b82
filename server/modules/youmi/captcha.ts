/**
 * The landing's picture captcha, drawn as SVG paths: every character is a few strokes of a small
 * line font, each point moved a little, each character turned and sized at random, and the strokes
 * of all characters written in shuffled order among noise strokes of the same kind. The response
 * holds coordinates only: no text node, no font, nothing a script reads the answer from without
 * reading the picture.
 */
import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a captcha is a test of reading, not of guessing look-alikes. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function captchaCode(): string {
  return Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** Strokes of each character on an 8 × 12 grid: polylines ('x,y' points), '|' between strokes. */
const GLYPHS: Record<string, string> = {
  A: '0,12 4,0 8,12|1.5,8 6.5,8',
  B: '0,0 0,12 5,12 7,11 8,9.5 7,7 5,6 0,6|0,0 5,0 6.5,1 7,3 6.5,5 5,6',
  C: '8,2 6,0 2,0 0,2 0,10 2,12 6,12 8,10',
  D: '0,0 0,12 5,12 8,9 8,3 5,0 0,0',
  E: '8,0 0,0 0,12 8,12|0,6 6,6',
  F: '8,0 0,0 0,12|0,6 6,6',
  G: '8,2 6,0 2,0 0,2 0,10 2,12 6,12 8,10 8,7 5,7',
  H: '0,0 0,12|8,0 8,12|0,6 8,6',
  J: '8,0 8,10 6,12 2,12 0,10',
  K: '0,0 0,12|8,0 0,7|3,5 8,12',
  M: '0,12 0,0 4,7 8,0 8,12',
  N: '0,12 0,0 8,12 8,0',
  P: '0,12 0,0 6,0 8,2 8,4 6,6 0,6',
  Q: '2,0 6,0 8,2 8,10 6,12 2,12 0,10 0,2 2,0|5,9 8,13',
  R: '0,12 0,0 6,0 8,2 8,4 6,6 0,6|4,6 8,12',
  S: '8,2 6,0 2,0 0,2 0,4 2,6 6,6 8,8 8,10 6,12 2,12 0,10',
  T: '0,0 8,0|4,0 4,12',
  U: '0,0 0,10 2,12 6,12 8,10 8,0',
  V: '0,0 4,12 8,0',
  W: '0,0 2,12 4,5 6,12 8,0',
  X: '0,0 8,12|8,0 0,12',
  Y: '0,0 4,6 8,0|4,6 4,12',
  Z: '0,0 8,0 0,12 8,12',
  '2': '0,2 2,0 6,0 8,2 8,4 0,12 8,12',
  '3': '0,1 2,0 6,0 8,2 8,4 6,6 3,6|6,6 8,8 8,10 6,12 2,12 0,11',
  '4': '6,12 6,0 0,8 8,8',
  '5': '8,0 1,0 0,6 5,5 8,7 8,10 6,12 2,12 0,10',
  '6': '7,0 3,0 0,4 0,10 2,12 6,12 8,10 8,8 6,6 2,6 0,8',
  '7': '0,0 8,0 3,12',
  '8': '2,6 0,4 0,2 2,0 6,0 8,2 8,4 6,6 2,6 0,8 0,10 2,12 6,12 8,10 8,8 6,6',
  '9': '8,4 6,6 2,6 0,4 0,2 2,0 6,0 8,2 8,8 5,12 1,12',
};

type Point = [number, number];

const WIDTH = 120;
export const NOISE_STROKES = 6;
const HEIGHT = 44;

/** A uniform random number in [min, max), from the crypto source (a captcha must not be predictable). */
function between(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

function strokesOf(ch: string): Point[][] {
  const glyph = GLYPHS[ch];
  if (!glyph) throw new Error(`No captcha glyph for ${ch}`);
  return glyph.split('|').map((stroke) => stroke.split(' ').map((p) => p.split(',').map(Number) as Point));
}

function pathData(points: Point[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** An SVG picture of `code` (as path strokes only) over noise strokes. */
export function captchaSvg(code: string): string {
  const strokes: string[] = [];
  [...code].forEach((ch, index) => {
    const scale = between(2.0, 2.4);
    const angle = (between(-15, 15) * Math.PI) / 180;
    const shear = between(-0.2, 0.2);
    const cx = 18 + index * 28 + between(-1.5, 1.5);
    const cy = HEIGHT / 2 + between(-2, 2);
    const hue = randomInt(200, 300);
    for (const stroke of strokesOf(ch)) {
      const points = stroke.map(([gx, gy]): Point => {
        // Centre the 8 × 12 grid, shear, move each point a little, then turn and place.
        const x = (gx - 4 + (gy - 6) * shear + between(-0.35, 0.35)) * scale;
        const y = (gy - 6 + between(-0.35, 0.35)) * scale;
        return [cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)];
      });
      strokes.push(
        `<path d="${pathData(points)}" stroke="hsl(${hue},55%,${randomInt(25, 36)}%)" stroke-width="${between(2.2, 2.8).toFixed(1)}"/>`,
      );
    }
  });
  // Noise strokes drawn like letters (same widths and colours), crossing the characters.
  for (let i = 0; i < NOISE_STROKES; i++) {
    const points = Array.from({ length: randomInt(2, 4) }, (): Point => [between(0, WIDTH), between(0, HEIGHT)]);
    const heavy = i < 2;
    strokes.push(
      `<path d="${pathData(points)}" stroke="hsl(${randomInt(200, 300)},${heavy ? 55 : 40}%,${heavy ? randomInt(25, 36) : 60}%)" stroke-width="${(heavy ? between(1.4, 2.0) : between(0.8, 1.2)).toFixed(1)}"/>`,
    );
  }
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="hsl(${randomInt(360)},40%,50%)"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f2effb"/>${dots.join('')}<g fill="none" stroke-linecap="round" stroke-linejoin="round">${shuffle(strokes).join('')}</g></svg>`;
}
