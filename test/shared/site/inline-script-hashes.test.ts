import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../shared/site/inline-script-hashes';

describe('inlineScriptHashes', () => {
  it('hashes the body of inline scripts only, as CSP does', () => {
    const body = '(function(){a()})();';
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const html = `<head><script>${body}</script><script type="module" src="/a.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});
