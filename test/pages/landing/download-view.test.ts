import { describe, expect, it } from 'vitest';
import { config } from '../../../shared/config/config';
import { downloadLink } from '../../../pages/landing/download-view';

const ready = (downloadUrl: string) => ({ status: 'ready' as const, data: { id: 1, title: 't', subtitle: '', downloadUrl } });

describe('download link', () => {
  it("uses the template's https link", () => {
    expect(downloadLink(ready('https://play.example/app'))).toBe('https://play.example/app');
  });

  it('falls back to config when the template has none, failed, or sends an unsafe URL (D7)', () => {
    expect(downloadLink(ready(''))).toBe(config.downloadUrl);
    expect(downloadLink(ready('javascript:alert(1)'))).toBe(config.downloadUrl);
    expect(downloadLink({ status: 'error', message: 'x' })).toBe(config.downloadUrl);
  });
});
