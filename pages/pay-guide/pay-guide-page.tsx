/**
 * Payment-reference provider instructions (spec §2): paying the bill with two e-wallets and at an
 * offline store with the reference number; each picture enlarges on tap. Static: prerendered in full.
 */
import { PageLayout } from '../../shared/app/page-layout';
import { config } from '../../shared/config/config';
import { PayGuide } from '../../shared/features/pay-guide';
import type { GuideSection } from '../../shared/features/pay-guide';

const img = (name: string) => `/images/pay-guide/${name}.svg`;
const biller = config.appName;

export const SECTIONS: GuideSection[] = [
  {
    id: 'gcash',
    title: 'Pay with GCash',
    steps: [
      { text: 'Open GCash and tap Bills.', image: img('gcash-1'), alt: 'GCash home screen with Bills highlighted' },
      {
        text: `Choose Loans, then ${biller}.`,
        image: img('gcash-2'),
        alt: `GCash biller list with ${biller} highlighted`,
      },
      {
        text: 'Enter your reference number and the amount, check them, then tap Confirm.',
        image: img('gcash-3'),
        alt: 'GCash payment form with the reference number field highlighted',
      },
    ],
  },
  {
    id: 'maya',
    title: 'Pay with Maya',
    steps: [
      { text: 'Open Maya and tap Bills.', image: img('maya-1'), alt: 'Maya home screen with Bills highlighted' },
      {
        text: `Search for ${biller} and choose it.`,
        image: img('maya-2'),
        alt: `Maya biller search with ${biller} highlighted`,
      },
      {
        text: 'Enter your reference number and the amount, check them, then tap Pay.',
        image: img('maya-3'),
        alt: 'Maya payment form with the reference number field highlighted',
      },
    ],
  },
  {
    id: 'store',
    title: 'Pay at a 7-Eleven store',
    intro: 'Bring your reference number and the exact amount in cash.',
    steps: [
      {
        text: 'At the CLiQQ kiosk, choose Bills payment.',
        image: img('store-1'),
        alt: 'Store kiosk menu with Bills payment highlighted',
      },
      {
        text: `Choose ${biller} and enter your reference number and the amount.`,
        image: img('store-2'),
        alt: 'Store kiosk form with the reference number field highlighted',
      },
      {
        text: 'Pay the cashier and keep the receipt until the payment shows in the app.',
        image: img('store-3'),
        alt: 'Cashier counter: pay the exact amount and keep the receipt',
      },
    ],
  },
];

export function PayGuidePage() {
  return (
    <PageLayout title="How to pay">
      <PayGuide intro="Pay your loan with the reference number shown on your repayment page." sections={SECTIONS} />
    </PageLayout>
  );
}
