/**
 * The copy of the Disclosure Statement the borrower keeps (contract D25: "the notice that the borrower has
 * the right to a copy, with a way to keep one"): one model, shown in the copy's view and written as a
 * self-contained HTML file (no script, no outside resource: it opens and prints the same anywhere, a
 * phone's file viewer included). The lender's name and identifiers, the product, the date and every
 * figure the screen shows.
 */
import type { LoanConfirm } from '../../api/contract/loan';
import type { AppConfig } from '../../config/config';
import { formatDate } from '../../format/date';
import { formatMoney } from '../../format/money';
import { LANG, LANG_TAG } from '../../i18n/lang';
import type { Disclosure } from './disclosure';
import { RIGHT_TO_COPY } from './disclosure-statement';
import { t } from '../../i18n/t';

export interface StatementCopyModel {
  /** The lender: name first, then its identifiers and address. */
  lender: string[];
  /** [label, value]: the product, the term, the statement's date, then every figure. */
  rows: [string, string][];
  /** [n/total, title, date, amount] per payment; a payment without a date has ''. */
  schedule: [string, string, string, string][];
  notes: string[];
  /** The file's name: `disclosure-statement-<product>-<date>.html`. */
  fileName: string;
}

/**
 * @example statementCopy(offer, disclosure, 120, config.legal, new Date()).rows[0] // ['Product', 'Peso Flex']
 */
export function statementCopy(
  offer: LoanConfirm,
  d: Disclosure,
  term: number,
  legal: AppConfig['legal'],
  now: Date,
): StatementCopyModel {
  const date = formatDate(now, true).slice(0, 16);
  const n = d.plan.length;
  const slug =
    offer.comProductName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'loan';
  return {
    lender: [
      legal.companyName,
      t('SEC Registration No. {sec} · Certificate of Authority {coa}', {
        sec: legal.secRegistrationNo,
        coa: legal.certificateOfAuthorityNo,
      }),
      legal.address,
      `${legal.phone} · ${legal.email}`,
    ],
    rows: [
      [t('Product'), offer.comProductName],
      [t('Loan term'), t('{days} days', { days: term })],
      [t('Date of this statement'), date],
      ...d.rows,
    ],
    schedule: d.plan.map((p, i) => [`${i + 1}/${n}`, p.title, formatDate(p.pay_time), formatMoney(p.amount)]),
    notes: d.notes,
    fileName: `disclosure-statement-${slug}-${date.slice(0, 10)}.html`,
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The model as a standalone HTML document. */
export function statementHtml(copy: StatementCopyModel): string {
  const cells = (tag: string, values: readonly string[]) =>
    `<tr>${values.map((v) => `<${tag}>${escape(v)}</${tag}>`).join('')}</tr>`;
  return [
    `<!doctype html><html lang="${LANG_TAG[LANG]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(t('Disclosure Statement'))} · ${escape(copy.rows[0]?.[1] ?? '')}</title>`,
    '<style>body{font:16px/1.5 system-ui,-apple-system,Arial,sans-serif;color:#1f1a2e;max-width:40em;margin:0 auto;padding:16px}',
    'h1{font-size:22px;margin:0 0 8px}h2{font-size:17px;margin:20px 0 6px}table{width:100%;border-collapse:collapse}',
    'th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #ddd;vertical-align:top}td:last-child{text-align:right}',
    '.lender p{margin:0}</style></head><body>',
    `<h1>${escape(t('Disclosure Statement'))}</h1>`,
    // The saved copy says what the page says: a translation, the English prevailing (EnglishPrevails).
    LANG === 'fil'
      ? `<p>${escape(t('This statement is a translation. Where it differs from the English statement, the English prevails.'))}</p>`
      : '',
    `<div class="lender">${copy.lender.map((line) => `<p>${escape(line)}</p>`).join('')}</div>`,
    `<h2>${escape(t('The loan'))}</h2><table>${copy.rows.map(([k, v]) => cells('td', [k, v])).join('')}</table>`,
    copy.schedule.length
      ? `<h2>${escape(t('Repayment plan'))}</h2><table>${cells('th', [t('No.'), t('Instalment'), t('Date'), t('Amount')])}${copy.schedule
          .map((row) => cells('td', row))
          .join('')}</table>`
      : '',
    [...copy.notes, `${RIGHT_TO_COPY} ${t('This file is your copy.')}`]
      .map((note) => `<p>${escape(note)}</p>`)
      .join(''),
    '</body></html>',
  ].join('\n');
}
