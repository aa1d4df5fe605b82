// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../../static/images/marketing');

describe('the marketing banners (D24)', () => {
  it('say "140,000+ users", as the home page does, never the Chinese ten-thousand', () => {
    const texts = readdirSync(DIR)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => readFileSync(join(DIR, f), 'utf8'));
    expect(texts.join('\n')).not.toMatch(/\d+w\+|万/);
    expect(readFileSync(join(DIR, 'banner-2.svg'), 'utf8')).toContain('140,000+ users · 97.8% rating');
  });
});
