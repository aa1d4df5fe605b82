// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIL_DIR, LANG_PREFIXES, langOfPath } from '../../../shared/site/twins';
import { FIL_PREFIX } from '../../../shared/i18n/twin';

describe('the Filipino twins’ paths (D27)', () => {
  it('the pages link to the folder the hosting serves', () => {
    expect(FIL_PREFIX).toBe(`/${FIL_DIR}`);
    expect(LANG_PREFIXES).toEqual(['', FIL_PREFIX]);
  });

  it.each([
    ['/fil/order.html', '/fil', '/order.html'],
    ['/fil/', '/fil', '/'],
    ['/fil', '/fil', '/'],
    ['/fil/About', '/fil', '/About'],
    ['/order.html', '', '/order.html'],
    ['/', '', '/'],
    ['/filter.html', '', '/filter.html'],
    ['/assets/fil/x.js', '', '/assets/fil/x.js'],
  ])('%s is %s + %s', (path, prefix, rest) => {
    expect(langOfPath(path)).toEqual({ prefix, path: rest });
  });
});
