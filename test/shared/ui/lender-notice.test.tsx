import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../../shared/config/config';
import { LenderNotice } from '../../../shared/ui/lender-notice';

afterEach(cleanup);

describe('LenderNotice (SEC MC No. 19, 2019)', () => {
  it('names the lender, its SEC registration and Certificate of Authority, and the Disclosure Statement advisory, from config', () => {
    render(<LenderNotice />);
    const notice = screen.getByRole('complementary', { name: 'Lender information' });
    expect(notice.textContent).toContain(config.legal.companyName);
    expect(notice.textContent).toContain(`SEC Registration No. ${config.legal.secRegistrationNo}`);
    expect(notice.textContent).toContain(`Certificate of Authority ${config.legal.certificateOfAuthorityNo}`);
    expect(notice.textContent).toContain('Read the Disclosure Statement before you apply.');
  });

  it('leaves the advisory out where the page states its own', () => {
    render(<LenderNotice advisory={false} />);
    expect(screen.getByRole('complementary').textContent).not.toContain('Disclosure Statement');
  });
});
