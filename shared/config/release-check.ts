/**
 * What a release build refuses to publish (ADR 0015): the demo
 * lender's legal identity and store links that lead nowhere. SEC Memorandum Circular No. 19 (2019) makes
 * the corporate name, SEC registration number and Certificate of Authority number part of every
 * advertisement, so a page carrying the demo ones advertises a company that does not exist.
 *
 * Pure: the Vite plugin `scripts/vite/release-config-plugin.ts` runs it on the resolved config.
 *
 * @example releaseProblems(defaultConfig) // ['legal.companyName is still the demo value …', …]
 */
import type { AppConfig } from './config.ts';
import { defaultConfig } from './config.ts';
import { DEMO_PROMISES, DEMO_PROMISES_FIL } from './promises.ts';
import type { LenderPromises } from './config.ts';

type LegalKey = keyof AppConfig['legal'];

const LEGAL_KEYS: LegalKey[] = [
  'companyName',
  'address',
  'phone',
  'email',
  'secRegistrationNo',
  'certificateOfAuthorityNo',
];

/** `https://apps.apple.com/<cc>/app/<slug>/id<digits>`, the id not all zeros. */
export function isRealAppStoreUrl(url: string): boolean {
  const m = /^https:\/\/apps\.apple\.com\/(?:[a-z]{2}\/)?app\/(?:[^/?#]+\/)?id(\d{6,})(?:[/?#].*)?$/.exec(url);
  return Boolean(m && !/^0+$/.test(m[1]!));
}

/** `https://play.google.com/store/apps/details?id=<package>`, a Java-style package with two parts or more. */
export function isRealGooglePlayUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const id = parsed.searchParams.get('id') ?? '';
  return (
    parsed.protocol === 'https:' &&
    parsed.hostname === 'play.google.com' &&
    parsed.pathname === '/store/apps/details' &&
    /^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/.test(id) &&
    !/(^|\.)(example|demo|test|placeholder)(\.|$)/i.test(id)
  );
}

/** Every reason the config must not be published; empty when it may. */
export function releaseProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  for (const key of LEGAL_KEYS) {
    const value = config.legal[key].trim();
    if (!value) problems.push(`legal.${key} is empty`);
    else if (value === defaultConfig.legal[key]) problems.push(`legal.${key} is still the demo value "${value}"`);
  }
  const { appStoreUrl, googlePlayUrl } = config.stores;
  if (appStoreUrl === defaultConfig.stores.appStoreUrl || !isRealAppStoreUrl(appStoreUrl)) {
    problems.push(
      `stores.appStoreUrl "${appStoreUrl}" is not a real App Store page (https://apps.apple.com/…/id<digits>)`,
    );
  }
  if (googlePlayUrl === defaultConfig.stores.googlePlayUrl || !isRealGooglePlayUrl(googlePlayUrl)) {
    problems.push(
      `stores.googlePlayUrl "${googlePlayUrl}" is not a real Google Play page (https://play.google.com/store/apps/details?id=<package>)`,
    );
  }
  return [...problems, ...promiseProblems(config), ...fieldReportProblems(config), ...siteOriginProblems(config)];
}

/** The demo lender's public site, for every build that sets none (`siteOrigin`); a release refuses it. */
export const DEMO_SITE_ORIGIN = 'https://www.pesobridge.example';

/** The origin the public pages' absolute links are built on: the configured one, else the demo's. */
export function siteOriginOf(config: AppConfig): string {
  return config.siteOrigin ?? DEMO_SITE_ORIGIN;
}

/**
 * What is wrong with `siteOrigin`: anything but an https origin (scheme and host, no path, query or
 * trailing slash) in any build; unset or the demo's in a release.
 * @example siteOriginProblems({ ...defaultConfig, siteOrigin: 'https://www.lender.ph/' })
 * // ['siteOrigin "https://www.lender.ph/" is not an https origin (https://host, nothing after it)']
 */
export function siteOriginProblems(config: AppConfig, { release = true } = {}): string[] {
  const origin = config.siteOrigin;
  if (origin === undefined || origin === DEMO_SITE_ORIGIN)
    return release
      ? [
          `siteOrigin is ${origin === undefined ? 'not set' : `still the demo value "${origin}"`}: set the public site's https origin`,
        ]
      : [];
  let parsed: URL | undefined;
  try {
    parsed = new URL(origin);
  } catch {
    // Reported below.
  }
  return parsed && parsed.protocol === 'https:' && parsed.origin === origin
    ? []
    : [`siteOrigin "${origin}" is not an https origin (https://host, nothing after it)`];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every sentence that commits the lender still as the demo lender wrote it (contract D30, ADR 0032): the
 * posting cut-off, each kind's posting time, and each of `promises` the lender has not set.
 * @example promiseProblems(defaultConfig)[0] // 'posting.cutoff is still the demo value "10:00 PM"'
 */
export function promiseProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  const { cutoff, kinds } = config.posting;
  if (cutoff === defaultConfig.posting.cutoff) problems.push(`posting.cutoff is still the demo value "${cutoff}"`);
  kinds.forEach((k, i) => {
    // The Filipino too (D27): a kind the lender set with the demo lender's Filipino time is still the demo's.
    if (defaultConfig.posting.kinds.some((demo) => same(demo, k) || (k.fil && same(demo.fil, k.fil))))
      problems.push(`posting.kinds[${i}] (${k.kind}) is still the demo posting time "${k.shows}"`);
  });
  for (const key of Object.keys(DEMO_PROMISES) as (keyof LenderPromises)[]) {
    const value = config.promises?.[key];
    if (value === undefined || same(value, DEMO_PROMISES[key]))
      problems.push(`promises.${key} is still the demo lender's: ${JSON.stringify(DEMO_PROMISES[key])}`);
    // Its Filipino (D27) may be left out (the English shows then), but never be the demo lender's.
    if (same(config.promises?.fil?.[key], DEMO_PROMISES_FIL[key]))
      problems.push(`promises.fil.${key} is still the demo lender's: ${JSON.stringify(DEMO_PROMISES_FIL[key])}`);
  }
  return problems;
}

/**
 * What is wrong with the field reports' settings: a URL that is neither root-relative nor https, a
 * sample rate outside 0–1, or (for a release) the reference server's own collector.
 * @example fieldReportProblems({ ...defaultConfig, fieldReports: { url: 'http://x', sampleRate: 1 } })
 */
export function fieldReportProblems(config: AppConfig, { release = true } = {}): string[] {
  const { url, sampleRate } = config.fieldReports;
  const problems: string[] = [];
  if (url && !/^(\/(?!\/)|https:\/\/[^/?#]+)/.test(url))
    problems.push(`fieldReports.url "${url}" is neither a path on this origin (/…) nor an https URL`);
  if (release && url && url === defaultConfig.fieldReports.url)
    problems.push(
      `fieldReports.url "${url}" is the reference server's collector: set the lender's report URL, or "" to send none`,
    );
  if (!(typeof sampleRate === 'number' && sampleRate >= 0 && sampleRate <= 1))
    problems.push(`fieldReports.sampleRate ${String(sampleRate)} is not a share between 0 and 1`);
  return problems;
}

/**
 * What the build says about field reports (ADR 0021).
 * @example fieldReportsLine({ ...defaultConfig, fieldReports: { url: '', sampleRate: 1 } })
 * // 'field reports: off (no fieldReports.url in the config): the pages send nothing'
 */
export function fieldReportsLine(config: AppConfig): string {
  const { url, sampleRate } = config.fieldReports;
  if (!url) return 'field reports: off (no fieldReports.url in the config): the pages send nothing';
  return `field reports: sent to ${url} (vitals of ${Math.round(sampleRate * 1000) / 10} % of page views; reading failures and client errors of all, as OTLP logs)`;
}
