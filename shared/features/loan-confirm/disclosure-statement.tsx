/**
 * The Disclosure Statement on loan confirm (contract D25), above 'Apply now': the figures of
 * `disclosureOf` and its sentences (the schedule, where the days count from, what cannot be worked out),
 * and the right to a copy with the way to keep one (the copy's view and file are fetched on that tap:
 * statement-copy.tsx). Part of the screen's own script, so it paints with the offer.
 */
import { t } from '../../i18n/t';
import { EnglishPrevails } from '../../ui/document-frame';
import { FigureRows } from '../../ui/figure-rows';
import type { Disclosure } from './disclosure';

export const STATEMENT_ID = 'disclosure-statement';

export const RIGHT_TO_COPY = t('You have the right to a copy of this statement.');

export function DisclosureStatement({ disclosure, onKeep }: { disclosure: Disclosure; onKeep: () => void }) {
  return (
    <section className="card lc-ds" id={STATEMENT_ID} aria-labelledby="lc-ds-title">
      <h2 id="lc-ds-title">{t('Disclosure Statement')}</h2>
      <EnglishPrevails />
      <FigureRows rows={disclosure.rows} className="lc-rows" />
      {disclosure.notes.map((note) => (
        <p key={note} className="lc-ds__note">
          {note}
        </p>
      ))}
      <p className="lc-ds__copy">
        {RIGHT_TO_COPY}{' '}
        <button type="button" className="lc-agree__doc" onClick={onKeep}>
          {t('Keep a copy')}
        </button>
      </p>
    </section>
  );
}
