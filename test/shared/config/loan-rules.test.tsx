import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOAN_CAPS, resolveLoanCaps } from '../../../shared/config/loan-caps';
import { governingRules } from '../../../shared/config/loan-rules';
import { RichText } from '../../../shared/ui/rich-text/rich-text';
import agreement from '../../../static/legal/loan-agreement.md?raw';

afterEach(cleanup);

describe('the rules that govern a loan (ADR 0057)', () => {
  it('names the disclosure law, the ceilings’ circular as amended, and the advert’s circular, each with its source', () => {
    const rules = governingRules(DEFAULT_LOAN_CAPS);
    expect(rules.map((r) => r.name)).toEqual([
      'Republic Act No. 3765 (the Truth in Lending Act)',
      'SEC Memorandum Circular No. 3, series of 2022, as amended by SEC Memorandum Circular No. 14, series of 2025',
      'SEC Memorandum Circular No. 19, series of 2019',
    ]);
    // The ceilings say which loans they cover, from the caps.
    expect(rules[1].governs).toContain('at most ₱10,000 for at most 4 months');
    for (const rule of rules) expect(rule.source, rule.name).toMatch(/\b(19|20)\d\d\b.*www\.\S+\.gov\.ph/);
  });

  it('follows the caps the operator sets: a new circular amends, covered loans as configured', () => {
    const caps = resolveLoanCaps({
      eirPerMonth: [
        ...DEFAULT_LOAN_CAPS.eirPerMonth,
        { percent: 10, circular: 'SEC MC No. 1, s. 2027', from: '2027-07-01' },
      ],
      covered: { maxPrincipal: 20_000, maxTermMonths: 6 },
    });
    const [, ceilings] = governingRules(caps);
    expect(ceilings.name).toBe(
      'SEC Memorandum Circular No. 3, series of 2022, as amended by SEC Memorandum Circular No. 14, series of 2025 and SEC MC No. 1, s. 2027',
    );
    expect(ceilings.governs).toContain('at most ₱20,000 for at most 6 months');
    expect(ceilings.source).toContain('SEC MC No. 1, s. 2027: issued by the Securities and Exchange Commission');
  });

  it('the loan agreement lists them, under their own heading, with their sources', () => {
    render(<RichText source={agreement} />);
    const heading = screen.getByRole('heading', { name: /The rules that govern your loan/ });
    const list = heading.nextElementSibling?.nextElementSibling as HTMLElement;
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Republic Act No\. 3765 .*Source: approved 1963-06-22/);
    expect(items[1]).toMatch(
      /^SEC Memorandum Circular No\. 3, series of 2022, as amended by SEC Memorandum Circular No\. 14, series of 2025: /,
    );
    expect(items[2]).toMatch(/^SEC Memorandum Circular No\. 19, series of 2019: what an advertisement/);
    expect(document.body.textContent).not.toContain('{{');
  });
});
