/**
 * Renders the legal and static texts of `static/legal/*.md`: a small Markdown subset (`#`/`##`
 * headings, paragraphs, `- ` lists, `**bold**`) with `{{name}}` placeholders filled from config. Text is
 * rendered as React text nodes, never as HTML.
 */
import type { ReactNode } from 'react';
import { config } from '../../config/config';
import { currencySign } from '../../format/money';
import { resolveLoanCaps } from '../../config/loan-caps';
import { governingRules } from '../../config/loan-rules';
import './rich-text.css';

/** The placeholders every legal text may use (contract D8: the configured currency sign). */
export function legalVars(): Record<string, string> {
  const { legal, loanTerms: terms } = config;
  return {
    appName: config.appName,
    companyName: legal.companyName,
    address: legal.address,
    phone: legal.phone,
    email: legal.email,
    serviceEmail: config.serviceEmail,
    secRegistrationNo: legal.secRegistrationNo,
    certificateOfAuthorityNo: legal.certificateOfAuthorityNo,
    currency: currencySign(config.currency === 'rupee'),
    // The loan terms' figures (config.loanTerms; the build checks them against SEC MC No. 3, 2022).
    lateFeeNewClient: wholePesos(terms.lateFeeNewClient),
    lateFeeRepeatClient: wholePesos(terms.lateFeeRepeatClient),
    penaltyDays1to30: percent(terms.dailyPenaltyPercent.days1to30),
    penaltyDays31to90: percent(terms.dailyPenaltyPercent.days31to90),
    penaltyFrom91: percent(terms.dailyPenaltyPercent.from91),
    totalCostCap: percent(terms.totalCostCapPercent),
    minTermDays: String(terms.termDays.min),
    maxTermDays: String(terms.termDays.max),
    extensionDays: String(terms.extension.days),
    extensionFee: percent(terms.extension.feePercent),
    earlyRepaymentMinDays: String(terms.earlyRepaymentMinDays),
    // A list, one rule a line, each with what it governs and its source (shared/config/loan-rules.ts).
    governingRules: governingRules(resolveLoanCaps(config.loanCaps))
      .map((rule) => `- **${rule.name}**: ${rule.governs}. Source: ${rule.source}.`)
      .join('\n'),
  };
}

/** @example wholePesos(1000) // '1,000' */
function wholePesos(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** @example percent(0.1) // '0.1%' */
function percent(n: number): string {
  return `${n.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
}

/** @example fillTemplate('Hi {{appName}}', { appName: 'X' }) // 'Hi X' */
export function fillTemplate(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => vars[key] ?? whole);
}

function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : part,
    );
}

type Block = { kind: 'h1' | 'h2' | 'p'; text: string } | { kind: 'ul'; items: string[] };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim());
    if (lines.every((l) => l.startsWith('- '))) blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2)) });
    else if (lines[0].startsWith('## ')) blocks.push({ kind: 'h2', text: lines.join(' ').slice(3) });
    else if (lines[0].startsWith('# ')) blocks.push({ kind: 'h1', text: lines.join(' ').slice(2) });
    else blocks.push({ kind: 'p', text: lines.join(' ') });
  }
  return blocks;
}

/**
 * @param headingLevel the level `#` maps to (the page's own title is the h1, so 2 by default).
 * @example <RichText source={termsMd} />
 */
export function RichText({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 }) {
  const H1 = `h${headingLevel}` as 'h2' | 'h3';
  const H2 = `h${headingLevel + 1}` as 'h3' | 'h4';
  const blocks = parseBlocks(fillTemplate(source, legalVars()));
  return (
    <div className="rich-text">
      {blocks.map((b, i) =>
        b.kind === 'ul' ? (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{inline(item)}</li>
            ))}
          </ul>
        ) : b.kind === 'h1' ? (
          <H1 key={i}>{inline(b.text)}</H1>
        ) : b.kind === 'h2' ? (
          <H2 key={i}>{inline(b.text)}</H2>
        ) : (
          <p key={i}>{inline(b.text)}</p>
        ),
      )}
    </div>
  );
}
