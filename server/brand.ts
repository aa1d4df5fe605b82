/**
 * The values the reference backend answers with (brand, contacts, the app's URL scheme). A production
 * backend keeps its own; the pages' `shared/config` is theirs and is not read here, so the server never
 * depends on a page-side setting (and a page never on a server-only one).
 */
export const BRAND = {
  appName: 'PesoBridge',
  /** Customer-service phone (loan details `telephone`, contact-kf-info `smWa`). */
  servicePhone: '(02) 8852 3100',
  serviceEmail: 'support@pesobridge.ph',
  /** The native shell's scheme, for product links the bridge opens. */
  appScheme: 'pesobridge',
} as const;
