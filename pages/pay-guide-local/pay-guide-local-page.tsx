/** Local channel payment instructions (spec §2): paying over the counter at a local payment centre. Static: prerendered in full. */
import { PageLayout } from '../../shared/app/page-layout';
import { config } from '../../shared/config/config';
import { PayGuide } from '../../shared/features/pay-guide';
import type { GuideSection } from '../../shared/features/pay-guide';

const img = (name: string) => `/images/pay-guide/${name}.svg`;
const biller = config.appName;

export const SECTIONS: GuideSection[] = [
  {
    id: 'local',
    title: 'Pay at a payment centre',
    intro:
      'Accredited bills payment centres (such as Cebuana Lhuillier, M Lhuillier and Palawan Express) accept your payment over the counter.',
    steps: [
      {
        text: `Fill in the bills payment form: biller ${biller}, your reference number and the amount.`,
        image: img('local-1'),
        alt: 'Bills payment form with the reference number field highlighted',
      },
      {
        text: 'Give the form to the teller and pay the exact amount.',
        image: img('local-2'),
        alt: 'Teller counter: give the form and pay the exact amount',
      },
      {
        text: 'Check the reference number on the receipt and keep it until the payment shows in the app.',
        image: img('local-3'),
        alt: 'Receipt: check the reference number and keep the receipt',
      },
    ],
  },
];

export function PayGuideLocalPage() {
  return (
    <PageLayout title="How to pay at a local outlet">
      <PayGuide
        intro="Pay your loan in cash at a local payment centre with the reference number shown on your repayment page."
        sections={SECTIONS}
      />
    </PageLayout>
  );
}
