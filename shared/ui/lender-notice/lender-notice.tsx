/**
 * The lender's notice (SEC Memorandum Circular No. 19, 2019): every advertisement of a loan shows,
 * conspicuously, the corporate name, the SEC registration number, the Certificate of Authority number
 * and the advice to read the Disclosure Statement before applying. Placed beside each offer (marketing
 * banner, landing form, download page, loan confirm), in body-size text at full contrast: an obligation
 * the reader must see, not fine print.
 *
 * Everything comes from `config.legal`, so a release build's check of those values (ADR
 * "lender-notice-and-release-config") covers every page that shows it.
 *
 * @example <LenderNotice /> // beside an offer
 * @example <LenderNotice advisory={false} /> // where the page states the advisory itself (loan confirm)
 */
import { config } from '../../config/config';
import { t } from '../../i18n/t';
import './lender-notice.css';

export const DISCLOSURE_NOTICE = t('Read the Disclosure Statement before you apply.');

export function LenderNotice({ advisory = true, className }: { advisory?: boolean; className?: string }) {
  const { legal } = config;
  return (
    <aside className={className ? `lender-notice ${className}` : 'lender-notice'} aria-label={t('Lender information')}>
      <p className="lender-notice__company">{legal.companyName}</p>
      {/* One text node: the prerendered HTML then carries the phrase whole, as a reader or a crawler finds it. */}
      <p>
        {t('SEC Registration No. {sec} · Certificate of Authority {coa}', {
          sec: legal.secRegistrationNo,
          coa: legal.certificateOfAuthorityNo,
        })}
      </p>
      {advisory && <p className="lender-notice__advisory">{DISCLOSURE_NOTICE}</p>}
    </aside>
  );
}
