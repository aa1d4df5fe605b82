/** Local channel payment instructions (spec §2): paying over the counter at a local payment centre. Static: prerendered in full. */
import { PageLayout } from '../../shared/app/page-layout';
import { config } from '../../shared/config/config';
import { PayGuide } from '../../shared/features/pay-guide';
import type { GuideSection } from '../../shared/features/pay-guide';
import { t } from '../../shared/i18n/t';

const img = (name: string) => `/images/pay-guide/${name}.svg`;
const biller = config.appName;

export const SECTIONS: GuideSection[] = [
  {
    id: 'local',
    title: t('Pay at a payment centre'),
    intro: t(
      'Accredited bills payment centres (such as Cebuana Lhuillier, M Lhuillier and Palawan Express) accept your payment over the counter.',
    ),
    steps: [
      {
        text: t('Fill in the bills payment form: biller {biller}, your reference number and the amount.', { biller }),
        image: img('local-1'),
        alt: t('Bills payment form with the reference number field highlighted'),
      },
      {
        text: t('Give the form to the teller and pay the exact amount.'),
        image: img('local-2'),
        alt: t('Teller counter: give the form and pay the exact amount'),
      },
      {
        text: t('Check the reference number on the receipt and keep it until the payment shows in the app.'),
        image: img('local-3'),
        alt: t('Receipt: check the reference number and keep the receipt'),
      },
    ],
  },
];

export function PayGuideLocalPage() {
  return (
    <PageLayout title={t('How to pay at a local outlet')}>
      <PayGuide
        intro={t(
          'Pay your loan in cash at a local payment centre with the reference number shown on your repayment page.',
        )}
        sections={SECTIONS}
      />
    </PageLayout>
  );
}
