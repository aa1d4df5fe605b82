/** Which entries a screen may be swapped into, and their build (D38, ADR 0058). */
import { describe, expect, it } from 'vitest';
import { mainSource } from '../../../scripts/entry-names';
import { buildId, swappable } from '../../../scripts/vite/swap-plugin';
import { loadEntries } from '../../../shared/site/entries';

const byName = new Map(loadEntries().map((e) => [e.name, e]));
const html = (name: string) => `<body><script type="module" src="/pages/${name}/main.tsx"></script></body>`;

describe('swappable', () => {
  it('an entry that still has its generated main.tsx as its module', () => {
    expect(swappable(byName.get('order')!, html('order'), mainSource)).toBe(true);
  });
  it('not a static page (its script was replaced), a main.tsx of its own, nor the device check page', () => {
    expect(
      swappable(byName.get('about-us')!, '<script type="module" src="/@static-page/about-us.ts">', mainSource),
    ).toBe(false);
    expect(swappable(byName.get('index')!, html('index'), () => 'afterFirstPaint(() => mount(IndexEntry));')).toBe(
      false,
    );
    expect(swappable(byName.get('test-preview')!, html('test-preview'), mainSource)).toBe(false);
    expect(swappable(byName.get('landing')!, html('landing'), mainSource)).toBe(false);
  });
});

describe('buildId', () => {
  it('changes with any script file name, not with their order or the other files', () => {
    const a = buildId(['assets/app-1.js', 'assets/order-2.js', 'order.html']);
    expect(buildId(['assets/order-2.js', 'assets/app-1.js', 'about.html'])).toBe(a);
    expect(buildId(['assets/app-1.js', 'assets/order-3.js'])).not.toBe(a);
  });
});
