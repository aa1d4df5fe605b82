/**
 * The copy the borrower keeps (contract D25), fetched when 'Keep a copy' is tapped: the whole statement
 * with the lender's name, the product and the date, on one screen a screenshot keeps, and 'Save as a
 * file' where the browser can save one. How it saves, by what the browser offers:
 * - the share sheet with the file (Web Share with files: iOS Safari, and WKWebView where the shell allows
 *   it; "Save to Files" on an iPhone);
 * - else, outside the native shell, a download link to the file (a plain browser, WebKitGTK, Chromium),
 *   the document in a `data:` address: nothing to let go of, and readable where it is shown;
 * - else (the shell without sharing) no button: a download link in WKWebView opens the file in the web
 *   view with no way back, so the screen says to take a screenshot.
 */
import { EnglishPrevails } from '../../ui/document-frame';
import { FigureRows } from '../../ui/figure-rows';
import { useEffect, useMemo } from 'react';
import type { LoanConfirm } from '../../api/contract/loan';
import { inNativeShell } from '../../bridge/native';
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

type Saving = 'share' | 'link' | 'none';

function savingOf(file: File | null): Saving {
  try {
    if (file && navigator.canShare!({ files: [file] })) return 'share';
  } catch {
    // canShare refused the file: the other ways.
  }
  return inNativeShell() ? 'none' : 'link';
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
          {`${RIGHT_TO_COPY} ${
            saving === 'none'
              ? t('This is your copy: take a screenshot to keep it on your phone.')
              : t('This is your copy: save it as a file, or take a screenshot to keep it on your phone.')
          }`}
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
