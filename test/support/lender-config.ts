/**
 * A complete operator config, as a lender would set it before a release: every legal value, both store
 * links, field reports and the lender's own sentences (D30), none of them the demo lender's. The release
 * check's tests and the release build's plugin tests start from it.
 */
export const REAL_LENDER = {
  legal: {
    companyName: 'Kabayan Lending Corporation',
    address: '8F One Ayala, Makati City 1226',
    phone: '(02) 8123 4567',
    email: 'legal@kabayan.ph',
    secRegistrationNo: 'CS202300111',
    certificateOfAuthorityNo: 'CA No. 3999',
  },
  stores: {
    appStoreUrl: 'https://apps.apple.com/ph/app/kabayan-cash/id6451234567',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=ph.kabayan.cash',
  },
  fieldReports: { url: 'https://otel.kabayan.ph/v1/logs', sampleRate: 0.1 },
  siteOrigin: 'https://www.kabayan.ph',
  posting: {
    cutoff: '9:00 PM',
    kinds: [{ kind: 'E-wallet', channels: 'GCash', shows: 'by the next banking day' }],
  },
  promises: {
    paymentOnItsWay: '',
    homeLead: 'Apply from your phone. A decision within 1 day.',
    banners: [{ src: '/images/marketing/banner-2.svg', alt: 'A decision within 1 day.' }],
  },
};
