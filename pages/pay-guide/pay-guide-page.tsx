/**
 * Payment-reference provider instructions (spec §2): paying the bill with two e-wallets and at an
 * offline store with the reference number; each picture enlarges on tap. Static: prerendered in full.
 */
import { PageLayout } from '../../shared/app/page-layout';
import { config } from '../../shared/config/config';
import { PayGuide } from '../../shared/features/pay-guide';
import type { GuideSection } from '../../shared/features/pay-guide';
import { t } from '../../shared/i18n/t';

const img = (name: string) => `/images/pay-guide/${name}.svg`;
const biller = config.appName;

export const SECTIONS: GuideSection[] = [
  {
    id: 'gcash',
    title: t('Pay with GCash'),
    steps: [
      {
        text: t('Open GCash and tap Bills.'),
        image: img('gcash-1'),
        alt: t('GCash home screen with Bills highlighted'),
      },
      {
        text: t('Choose Loans, then {biller}.', { biller }),
        image: img('gcash-2'),
        alt: t('GCash biller list with {biller} highlighted', { biller }),
      },
      {
        text: t('Enter your reference number and the amount, check them, then tap Confirm.'),
        image: img('gcash-3'),
        alt: t('GCash payment form with the reference number field highlighted'),
      },
    ],
  },
  {
    id: 'maya',
    title: t('Pay with Maya'),
    steps: [
      { text: t('Open Maya and tap Bills.'), image: img('maya-1'), alt: t('Maya home screen with Bills highlighted') },
      {
        text: t('Search for {biller} and choose it.', { biller }),
        image: img('maya-2'),
        alt: t('Maya biller search with {biller} highlighted', { biller }),
      },
      {
        text: t('Enter your reference number and the amount, check them, then tap Pay.'),
        image: img('maya-3'),
        alt: t('Maya payment form with the reference number field highlighted'),
      },
    ],
  },
  {
    id: 'store',
    title: t('Pay at a 7-Eleven store'),
    intro: t('Bring your reference number and the exact amount in cash.'),
    steps: [
      {
        text: t('At the CLiQQ kiosk, choose Bills payment.'),
        image: img('store-1'),
        alt: t('Store kiosk menu with Bills payment highlighted'),
      },
      {
        text: t('Choose {biller} and enter your reference number and the amount.', { biller }),
        image: img('store-2'),
        alt: t('Store kiosk form with the reference number field highlighted'),
      },
      {
        text: t('Pay the cashier and keep the receipt until the payment shows in the app.'),
        image: img('store-3'),
        alt: t('Cashier counter: pay the exact amount and keep the receipt'),
      },
    ],
  },
];

export function PayGuidePage() {
  return (
    <PageLayout title={t('How to pay')}>
      <PayGuide
        intro={t('Pay your loan with the reference number shown on your repayment page.')}
        sections={SECTIONS}
      />
    </PageLayout>
  );
}
