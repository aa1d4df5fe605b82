// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_IMAGE_SIZE } from '../../../shared/features/pay-guide/pay-guide';

const DIR = join(__dirname, '../../../static/images/pay-guide');

describe("the payment guides' illustrations", () => {
  it('are all drawn at the size the guide reserves for them (no layout shift while they load)', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const svg = readFileSync(join(DIR, file), 'utf8');
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect([/\bwidth="(\d+)"/.exec(root)?.[1], /\bheight="(\d+)"/.exec(root)?.[1]], file).toEqual([
        String(GUIDE_IMAGE_SIZE.width),
        String(GUIDE_IMAGE_SIZE.height),
      ]);
    }
  });
});
