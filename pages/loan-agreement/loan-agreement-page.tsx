/** Loan agreement: static text from `static/legal/loan-agreement.md`, prerendered in full (readable with JavaScript off). */
import { StaticTextPage } from '../../shared/app/static-text-page';
import source from '../../static/legal/loan-agreement.md?raw';
import { t } from '../../shared/i18n/t';

export const LoanAgreementPage = () => <StaticTextPage title={t('Loan agreement')} source={source} />;
