// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cssOfComponent, isStaticEntry } from '../../../scripts/vite/static-pages-plugin';
import { loadEntries } from '../../../shared/site/entries';

const entry = (name: string) => loadEntries().find((e) => e.name === name)!;

describe('static-pages plugin', () => {
  it('a full prerender without a form control is static; a frame or a form keeps React', () => {
    expect(isStaticEntry(entry('about-us'), '<main><p>text</p></main>')).toBe(true);
    expect(isStaticEntry(entry('index'), '<main><form><textarea></textarea></form></main>')).toBe(false);
    expect(isStaticEntry(entry('order'), '<main><p>text</p></main>')).toBe(false);
  });

  it('collects the CSS of the component graph, through re-exports', () => {
    const css = cssOfComponent(entry('pay-guide').component).map((f) => f.replace(/^.*\/shared\//, 'shared/'));
    expect(css).toEqual(
      expect.arrayContaining([
        'shared/app/page-layout.css',
        'shared/ui/zoom-image/zoom-image.css',
        'shared/ui/dialog/dialog.css',
        'shared/features/pay-guide/pay-guide.css',
      ]),
    );
  });
});
