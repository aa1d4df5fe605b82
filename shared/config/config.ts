/**
 * Environment config (spec §3 "Environment config"): the one place for brand, theme, contact and legal
 * values. Every value can be overridden at build time with `VITE_APP_CONFIG`, a JSON object merged over
 * these defaults (`VITE_APP_CONFIG='{"servicePhone":"0288880000"}' npm run build`).
 *
 * The defaults are the demo lender of the reference backend; a real deployment sets its own.
 *
 * @example
 * import { config } from './config';
 * formatMoney(1234, { rupee: config.currency === 'rupee' });
 */
/** A legal ceiling (shared/config/loan-caps.ts holds the circulars' own figures). */
export interface LoanCap {
  /** Percent: a month for rates, of the principal for the total cost. */
  percent: number;
  /** The circular that sets it, as a reader finds it: 'SEC Memorandum Circular No. 14, series of 2025'. */
  circular: string;
  /** The first day (`YYYY-MM-DD`, Manila) of the loans it covers: made, renewed or restructured from then. */
  from: string;
}

/** The ceilings on small, short-term, unsecured loans, each a list of caps by the date they apply from. */
export interface LoanCaps {
  /** The loans they cover: principal at most `maxPrincipal` pesos, a term of at most `maxTermMonths`. */
  covered: { maxPrincipal: number; maxTermMonths: number };
  /** The effective interest rate a month (nominal interest and every fee, not penalties). */
  eirPerMonth: LoanCap[];
  /** The nominal interest a month. */
  interestPerMonth: LoanCap[];
  /** Penalties for late payment a month, on the amount due. */
  penaltyPerMonth: LoanCap[];
  /** Interest, fees and penalties together, of the principal, however long the loan runs. */
  totalCostOfPrincipal: LoanCap[];
}

/** A banner of the marketing home: its picture and the words the picture shows (its text alternative). */
export interface PromiseBanner {
  src: string;
  alt: string;
}

/** Sentences that commit the lender (contract D30); their demo values are in `shared/config/promises.ts`. */
export interface LenderPromises {
  /** 'Paid but not showing?': what happens to a payment while it is on its way ('' says nothing). */
  paymentOnItsWay: string;
  /** The marketing home's lead under its title ('' shows none). */
  homeLead: string;
  /** The marketing home's banners (none: no carousel). */
  banners: PromiseBanner[];
}

export interface AppConfig {
  appName: string;
  theme: {
    /** Brand purple from the spec. White text on it is 3.72:1: only for large bold text. */
    primary: string;
    /** Darker purple for white body-size text (buttons, tags): passes AA (4.5:1). */
    primaryStrong: string;
    /** Text on the brand colour. */
    onPrimary: string;
    text: string;
    textMuted: string;
    background: string;
    surface: string;
    danger: string;
  };
  /**
   * Customer service's phone as a borrower reads it (`(02) 8852 3100`; the bridge gets it dialable, D15):
   * what the pages offer when the server sends none, or cannot be reached (the error box's 'Call
   * customer service', customer service's standard contacts, ADR 0028).
   */
  servicePhone: string;
  serviceEmail: string;
  /**
   * When a payment shows in the app (ADR 0028): the one place every sentence about posting times reads
   * ('Paid but not showing?' on the order, instalment and extension screens). The reference server's
   * seeded tips and banner say the same cut-off (a unit test keeps them equal). They commit the lender
   * (D30): a release build refuses the demo ones.
   */
  posting: {
    /** Payments made after this time of day (Philippine time) show the next day. */
    cutoff: string;
    /**
     * By kind of channel: its name, the channels it covers, and when a payment through it shows; `fil`: the
     * name and the time in Filipino (D27; the channels are names, the same in both).
     */
    kinds: { kind: string; channels: string; shows: string; fil?: { kind: string; shows: string } }[];
  };
  /** Deep-link scheme of the native app (URLs with it go through the bridge, contract D7). */
  appScheme: string;
  /** Default peso; 'rupee' is the spec's flag for the rupee sign. */
  currency: 'peso' | 'rupee';
  /**
   * The app's store pages (download page, marketing home). A release build refuses the demo ones
   * (`shared/config/release-check.ts`): an App Store id of zeros is no app.
   */
  stores: {
    /** `https://apps.apple.com/<country>/app/<name>/id<digits>` */
    appStoreUrl: string;
    /** `https://play.google.com/store/apps/details?id=<package>` */
    googlePlayUrl: string;
  };
  /** The external privacy policy page the marketing site embeds. */
  policyUrl: string;
  /**
   * The public site's origin, `https://www.lender.ph` (scheme and host, no path): the marketing pages'
   * `hreflang` alternates and canonical link are absolute URLs on it, the only form search engines read.
   * Build-time only (not in the default object: no page carries it); unset, the demo origin, which a
   * release build refuses (`shared/config/release-check.ts`).
   */
  siteOrigin?: string;
  /**
   * Field reports (ADR 0021, ADR 0034): each page view's vitals, what it could not read and its errors, as
   * OTLP/HTTP JSON logs. `url` names an OTLP logs endpoint (an OpenTelemetry Collector's
   * `https://otel.lender.example/v1/logs`); '' sends nothing (the build says so); a root-relative path or an https URL
   * otherwise (another origin is added to the pages' `connect-src`). The default is the reference server's
   * collector (`FIELD_REPORT_PATH`), which a release build refuses: the lender names its own, or ''.
   */
  fieldReports: {
    url: string;
    /** The share of page views whose vitals are sent, 0–1; reading failures and client errors always are. */
    sampleRate: number;
  };
  /**
   * Lower-case host names (`partner.example.ph`, exact match) that may receive the page query with the borrower's
   * session on a server URL we send them to over https (contract D18). Empty: no other origin gets any.
   */
  partnerHosts: string[];
  /**
   * Moving between our entries swaps the screen inside the page (contract D38, ADR 0058) instead of loading
   * the next entry's document. On by default (ADR 0061); a tab's `sessionStorage['pb.swap']` (`on`/`off`)
   * overrides it, which is how a test that must load documents and the bench switch it (`shared/app/swap-flag.ts`).
   */
  swapScreens: boolean;
  legal: {
    companyName: string;
    address: string;
    phone: string;
    email: string;
    secRegistrationNo: string;
    certificateOfAuthorityNo: string;
  };
  /**
   * The caps the build checks the loan terms against and loan confirm weighs each offer by (issue: the
   * Disclosure Statement, ADR 0025). Unset, the circulars' figures in `shared/config/loan-caps.ts`; a key
   * set here replaces that key of them whole (a new circular: its list of caps with their dates), so the
   * operator follows the law without a code change. Not in the default object: the pages that never weigh
   * an offer carry none of it.
   */
  loanCaps?: Partial<LoanCaps>;
  /**
   * Sentences that commit the lender (contract D30, ADR 0032), each replacing its demo value in
   * `shared/config/promises.ts`; a release build refuses every one left unset. Not in the default object,
   * like `loanCaps`: the pages that say none of them carry none of their words.
   */
  promises?: Partial<LenderPromises> & {
    /**
     * The same sentences in Filipino (D27, ADR 0040), read by the Filipino build. A sentence set above but
     * not here shows as the lender wrote it: never the demo lender's Filipino of another promise.
     */
    fil?: Partial<LenderPromises>;
  };
  /**
   * The figures of the loan terms (`static/legal/loan-agreement.md`): the operator's text, these numbers.
   * The build warns when they pass the caps in force (`loanCaps`, `shared/config/loan-caps.ts`). Amounts
   * in whole pesos, rates in percent.
   */
  loanTerms: {
    /** The highest nominal interest any product charges, percent per month. */
    interestPercentPerMonth: number;
    /**
     * One-time late charge, pesos: with a month of the first tier's daily penalty it must stay within the
     * penalty cap on every product's smallest instalment (`penaltyCapBreaches`, ADR 0044).
     */
    lateFeeNewClient: number;
    lateFeeRepeatClient: number;
    /** Daily penalty on the unpaid amount, by days overdue. */
    dailyPenaltyPercent: { days1to30: number; days31to90: number; from91: number };
    /** Interest, fees and penalties together stop at this share of the principal. */
    totalCostCapPercent: number;
    /** The shortest and longest loan term, in days: every product's term lies between them. */
    termDays: { min: number; max: number };
    /**
     * An extension moves an instalment that is due or overdue, and every later one, by `days` days, for
     * `feePercent` of that instalment's amount; once per instalment (ADR 0033).
     */
    extension: { days: number; feePercent: number };
    /** The whole loan may be repaid early only after half the term and at least this many days after disbursement. */
    earlyRepaymentMinDays: number;
  };
}

/**
 * The Filipino build (D27): its demo values carry their Filipino, an English page none of it. Written out
 * as `import.meta.env` so Vite replaces it, optional because the server and the build's own checks read
 * this module outside Vite.
 */
const FILIPINO = import.meta.env?.VITE_LANG === 'fil';

export const defaultConfig: AppConfig = {
  appName: 'PesoBridge',
  theme: {
    primary: '#896CFE',
    primaryStrong: '#5B3FD6',
    onPrimary: '#FFFFFF',
    text: '#1F1A2E',
    textMuted: '#5C566B',
    background: '#F5F3FB',
    surface: '#FFFFFF',
    danger: '#B3261E',
  },
  servicePhone: '(02) 8852 3100',
  serviceEmail: 'support@pesobridge.ph',
  // Demo values (D30): posting times commit the lender; a release build refuses them until it sets its own.
  posting: {
    cutoff: '10:00 PM',
    kinds: [
      {
        kind: 'E-wallet',
        channels: 'GCash, Maya',
        shows: 'within 15 minutes',
        ...(FILIPINO && { fil: { kind: 'E-wallet', shows: 'sa loob ng 15 minuto' } }),
      },
      {
        kind: 'Over the counter',
        channels: '7-Eleven, payment centres',
        shows: 'within 1 hour',
        ...(FILIPINO && { fil: { kind: 'Over the counter', shows: 'sa loob ng 1 oras' } }),
      },
      {
        kind: 'Online banking',
        channels: 'InstaPay, bank apps',
        shows: 'within 1 banking day',
        ...(FILIPINO && { fil: { kind: 'Online banking', shows: 'sa loob ng 1 banking day' } }),
      },
    ],
  },
  appScheme: 'pesobridge:',
  currency: 'peso',
  // Demo values: a release build refuses them (the id of zeros, the demo package).
  stores: {
    appStoreUrl: 'https://apps.apple.com/ph/app/pesobridge/id0000000000',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=ph.pesobridge.demo',
  },
  policyUrl: '/privacy.html',
  // The reference server's collector (shared/api/contract/field.ts; a unit test keeps the two equal).
  fieldReports: { url: '/v1/logs', sampleRate: 1 },
  partnerHosts: [],
  swapScreens: true,
  legal: {
    companyName: 'PesoBridge Lending Corporation',
    address: '12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
    phone: '(02) 8852 3100',
    email: 'legal@pesobridge.ph',
    secRegistrationNo: 'CS201912345',
    certificateOfAuthorityNo: 'CA No. 3045',
  },
  // Within the SEC MC No. 3 (2022) caps, unlike the spec's own figures (a 5 % daily penalty is 150 % a
  // month): 0.1 %/day is 3 %/month, and the one-time charge fits in what is left on the smallest instalment.
  loanTerms: {
    interestPercentPerMonth: 6,
    // ₱25 and a month of 0.1 % a day is 4.89 % of Peso Flex's ₱1,325.00 instalment, the smallest: within 5 %.
    lateFeeNewClient: 25,
    lateFeeRepeatClient: 20,
    dailyPenaltyPercent: { days1to30: 0.1, days31to90: 0.08, from91: 0.05 },
    totalCostCapPercent: 100,
    termDays: { min: 91, max: 365 },
    // 1.5 % for 7 days is about 6.4 % a month, the interest cap's order: an extension costs what a week of interest would.
    extension: { days: 7, feePercent: 1.5 },
    earlyRepaymentMinDays: 7,
  },
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge<T extends object>(base: T, over: DeepPartial<T> | undefined): T {
  if (!over) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    // A list (partnerHosts) is replaced whole: merged by index it would turn into an object.
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current as object, value as object)
        : value;
  }
  return out as T;
}

/**
 * The defaults with a JSON override merged over them, deeply.
 * @example resolveConfig('{"legal":{"companyName":"X"}}').legal.companyName // 'X'
 */
export function resolveConfig(overrideJson: string | undefined): AppConfig {
  return overrideJson ? merge(defaultConfig, JSON.parse(overrideJson) as DeepPartial<AppConfig>) : defaultConfig;
}

// import.meta.env exists under Vite (pages, prerender, vitest); the reference server runs under tsx.
export const config: AppConfig = resolveConfig(
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_APP_CONFIG,
);

/**
 * Vite's development mode (dev server, unit tests); false in every build and under tsx. Read at call time
 * so a test can switch it (`vi.stubEnv('DEV', false)`).
 */
export function isDevelopment(): boolean {
  // Written out as `import.meta.env` so Vite (and vitest's stubEnv) recognise it.
  return import.meta.env?.DEV === true;
}
