/** The index screen's declaration (ADR 0035). */
import type { Screen } from '../../shared/site/screen';

export default {
  title: 'PesoBridge · Cash loans in the Philippines',
  prerender: 'full',
  aliases: ['/', '/About', '/Policy', '/Loan'],
  aliasPages: {
    '/About': 'About us · PesoBridge',
    '/Policy': 'Privacy Agreement · PesoBridge',
    '/Loan': 'Loan terms and conditions · PesoBridge',
  },
  description:
    'Cash loans in the Philippines from your phone: borrow with no collateral, a decision within 1 day, and every cost shown before you apply.',
  aliasDescriptions: {
    '/About': 'About PesoBridge: who we are, how our cash loans work, and how to reach our customer service.',
    '/Policy':
      'How PesoBridge collects, uses and protects your personal data when you apply for a cash loan, and your rights under the Data Privacy Act.',
    '/Loan':
      'PesoBridge loan terms and conditions: loan terms of 91 to 365 days, late payment charges, prepayment, and the total cost cap.',
  },
} satisfies Screen;
