/**
 * The copy the borrower keeps (contract D25, ADR 0057), fetched when 'Keep a copy' is tapped: the whole
 * statement with the lender's name, the product and the date, and 'Save as a file': a self-contained HTML
 * file of the same figures in the page's language, which the phone keeps and opens later offline. How it
 * saves, by what the web view offers:
 * - the share sheet with the file (Web Share with files: iOS Safari, and WKWebView where the shell allows
 *   it; "Save to Files" on an iPhone);
 * - else a download link to the file (`download`, the document in a `data:` address: nothing to let go
 *   of): a plain browser saves it to its downloads; the shell's web view hands a download to the system,
 *   which offers to keep it in Files (contract §3, "A file the borrower keeps"). Never "take a
 *   screenshot" of a statement taller than the screen.
 */
import { EnglishPrevails } from '../../ui/document-frame';
import { FigureRows } from '../../ui/figure-rows';
import { useEffect, useMemo } from 'react';
import type { LoanConfirm } from '../../api/contract/loan';
import { config } from '../../config/config';
import { Dialog, DialogActions } from '../../ui/dialog';
import { RIGHT_TO_COPY } from './disclosure-statement';
import type { Disclosure } from './disclosure';
import { statementCopy, statementHtml } from './statement-file';
import { t } from '../../i18n/t';

export interface StatementCopyProps {
  offer: LoanConfirm;
  disclosure: Disclosure;
  /** The term in days (D10). */
  term: number;
  onClose: () => void;
}

type Saving = 'share' | 'link';

function savingOf(file: File | null): Saving {
  try {
    if (file && navigator.canShare!({ files: [file] })) return 'share';
  } catch {
    // canShare refused the file: the download.
  }
  return 'link';
}

export function StatementCopy({ offer, disclosure, term, onClose }: StatementCopyProps) {
  const copy = useMemo(
    () => statementCopy(offer, disclosure, term, config.legal, new Date()),
    [offer, disclosure, term],
  );
  const html = useMemo(() => statementHtml(copy), [copy]);
  // A file only where it can be shared (old WebKit has no File constructor to spare).
  const file = useMemo(
    () => (typeof navigator.canShare === 'function' ? new File([html], copy.fileName, { type: 'text/html' }) : null),
    [html, copy.fileName],
  );
  const saving = useMemo(() => savingOf(file), [file]);
  // The dialog focuses its first control, at the bottom of a long statement: the reader starts at the top.
  useEffect(() => {
    document.querySelector('.dialog--statement')?.scrollTo(0, 0);
  }, []);

  return (
    <Dialog open onClose={onClose} title={t('Disclosure Statement')} className="dialog--statement">
      <div className="lc-copy">
        <EnglishPrevails />
        {copy.lender.map((line, i) => (
          <p key={i} className={i ? 'lc-copy__id' : 'lc-copy__lender'}>
            {line}
          </p>
        ))}
        <FigureRows rows={copy.rows} className="lc-rows" />
        {copy.schedule.length > 0 && (
          <table className="lc-copy__plan">
            <caption>{t('Repayment plan')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('No.')}</th>
                <th scope="col">{t('Instalment')}</th>
                <th scope="col">{t('Date')}</th>
                <th scope="col">{t('Amount')}</th>
              </tr>
            </thead>
            <tbody>
              {copy.schedule.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {copy.notes.map((note) => (
          <p key={note} className="lc-ds__note">
            {note}
          </p>
        ))}
        <p className="lc-ds__copy">
          {`${RIGHT_TO_COPY} ${t('This is your copy: save it as a file to open it later on your phone, even offline.')}`}
        </p>
      </div>
      <DialogActions>
        {saving === 'share' && (
          <button
            type="button"
            className="btn"
            // A dismissed sheet rejects: nothing to say, the copy is still on the screen.
            onClick={() =>
              void navigator.share({ files: [file!], title: t('Disclosure Statement') }).catch(() => undefined)
            }
          >
            {t('Save as a file')}
          </button>
        )}
        {saving === 'link' && (
          <a className="btn" href={`data:text/html;charset=utf-8,${encodeURIComponent(html)}`} download={copy.fileName}>
            {t('Save as a file')}
          </a>
        )}
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('Close')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
