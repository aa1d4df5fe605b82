// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../shared/config/config';
import { defaultConfig, resolveConfig } from '../../../shared/config/config';
import {
  fieldReportProblems,
  fieldReportsLine,
  isRealAppStoreUrl,
  isRealGooglePlayUrl,
  promiseProblems,
  releaseProblems,
  siteOriginOf,
  siteOriginProblems,
  DEMO_SITE_ORIGIN,
} from '../../../shared/config/release-check';
import { DEMO_PROMISES } from '../../../shared/config/promises';
import { REAL_LENDER } from '../../support/lender-config';

/** A complete operator config: every legal value, both store links and the lender's own sentences real. */
const REAL = REAL_LENDER;

const withOverride = (over: object): AppConfig => resolveConfig(JSON.stringify(over));

describe('release config check', () => {
  it('refuses the shipped demo config: every legal placeholder and both store links', () => {
    const problems = releaseProblems(defaultConfig);
    for (const key of ['companyName', 'address', 'phone', 'email', 'secRegistrationNo', 'certificateOfAuthorityNo']) {
      expect(problems.some((p) => p.startsWith(`legal.${key} is still the demo value`))).toBe(true);
    }
    expect(problems.some((p) => p.startsWith('stores.appStoreUrl'))).toBe(true);
    expect(problems.some((p) => p.startsWith('stores.googlePlayUrl'))).toBe(true);
    expect(problems.some((p) => p.startsWith(`fieldReports.url "/v1/logs" is the reference server's`))).toBe(true);
    expect(problems).toContain("siteOrigin is not set: set the public site's https origin");
    expect(problems).toHaveLength(9 + 7 + 1);
  });

  it("refuses every sentence that commits the lender while it is the demo lender's, naming each (D30)", () => {
    expect(promiseProblems(defaultConfig)).toEqual([
      'posting.cutoff is still the demo value "10:00 PM"',
      'posting.kinds[0] (E-wallet) is still the demo posting time "within 15 minutes"',
      'posting.kinds[1] (Over the counter) is still the demo posting time "within 1 hour"',
      'posting.kinds[2] (Online banking) is still the demo posting time "within 1 banking day"',
      `promises.paymentOnItsWay is still the demo lender's: "${DEMO_PROMISES.paymentOnItsWay}"`,
      `promises.homeLead is still the demo lender's: "${DEMO_PROMISES.homeLead}"`,
      expect.stringMatching(
        /^promises\.banners is still the demo lender's: \[\{"src":"\/images\/marketing\/banner-1\.svg"/,
      ),
    ]);
    // One left unset, or set back to the demo words, is named alone; '' is the lender's choice to say nothing.
    const { homeLead: _unset, ...rest } = REAL.promises;
    expect(releaseProblems(withOverride({ ...REAL, promises: rest }))).toEqual([
      `promises.homeLead is still the demo lender's: "${DEMO_PROMISES.homeLead}"`,
    ]);
    const demoKind = { ...REAL, posting: { ...REAL.posting, kinds: [defaultConfig.posting.kinds[1]] } };
    expect(releaseProblems(withOverride(demoKind))).toEqual([
      'posting.kinds[0] (Over the counter) is still the demo posting time "within 1 hour"',
    ]);
  });

  it("no default sentence promises more than the lender's terms: a decision within 1 day, funds in 1 to 3 days", () => {
    const words = JSON.stringify(DEMO_PROMISES);
    expect(words).not.toMatch(/minute|hour|instant|today|same day|₱/i);
    expect(words.match(/within \d+ days?/g) ?? []).toEqual(['within 1 day', 'within 1 day']);
  });

  it('passes a complete operator config', () => {
    expect(releaseProblems(withOverride(REAL))).toEqual([]);
  });

  it('refuses one leftover placeholder, an empty value, or a store link of zeros', () => {
    expect(
      releaseProblems(
        withOverride({ ...REAL, legal: { ...REAL.legal, secRegistrationNo: defaultConfig.legal.secRegistrationNo } }),
      ),
    ).toEqual([`legal.secRegistrationNo is still the demo value "${defaultConfig.legal.secRegistrationNo}"`]);
    expect(
      releaseProblems(withOverride({ ...REAL, legal: { ...REAL.legal, certificateOfAuthorityNo: '  ' } })),
    ).toEqual(['legal.certificateOfAuthorityNo is empty']);
    const zeros = releaseProblems(
      withOverride({
        ...REAL,
        stores: { ...REAL.stores, appStoreUrl: 'https://apps.apple.com/us/app/x/id0000000000' },
      }),
    );
    expect(zeros).toHaveLength(1);
    expect(zeros[0]).toMatch(/^stores\.appStoreUrl .* is not a real App Store page/);
  });

  it('field reports: an operator may send none, or to a path or an https URL, with a share of page views', () => {
    expect(releaseProblems(withOverride({ ...REAL, fieldReports: { url: '' } }))).toEqual([]);
    expect(releaseProblems(withOverride({ ...REAL, fieldReports: { url: '/rum' } }))).toEqual([]);
    const bad = (fieldReports: object) => fieldReportProblems(withOverride({ fieldReports }), { release: false });
    expect(bad({ url: 'http://rum.kabayan.ph/r' })).toEqual([
      'fieldReports.url "http://rum.kabayan.ph/r" is neither a path on this origin (/…) nor an https URL',
    ]);
    expect(bad({ url: '//rum.kabayan.ph/r' })).toHaveLength(1);
    expect(bad({ url: 'javascript:alert(1)' })).toHaveLength(1);
    expect(bad({ sampleRate: 1.5 })).toEqual(['fieldReports.sampleRate 1.5 is not a share between 0 and 1']);
    expect(bad({ sampleRate: '1' })).toHaveLength(1);
    // The demo collector is fine outside a release.
    expect(bad({})).toEqual([]);
  });

  it('says whether the pages send field reports, and where', () => {
    expect(fieldReportsLine(withOverride({ fieldReports: { url: '' } }))).toBe(
      'field reports: off (no fieldReports.url in the config): the pages send nothing',
    );
    expect(fieldReportsLine(withOverride(REAL))).toBe(
      'field reports: sent to https://otel.kabayan.ph/v1/logs (vitals of 10 % of page views; reading failures and client errors of all, as OTLP logs)',
    );
  });

  it('knows a real App Store page from a fake one', () => {
    expect(isRealAppStoreUrl('https://apps.apple.com/ph/app/kabayan-cash/id6451234567')).toBe(true);
    expect(isRealAppStoreUrl('https://apps.apple.com/app/id6451234567?mt=8')).toBe(true);
    expect(isRealAppStoreUrl('https://apps.apple.com/ph/app/pesobridge/id0000000000')).toBe(false);
    expect(isRealAppStoreUrl('http://apps.apple.com/ph/app/x/id6451234567')).toBe(false);
    expect(isRealAppStoreUrl('https://apps.apple.com.evil.example/app/id6451234567')).toBe(false);
    expect(isRealAppStoreUrl('')).toBe(false);
  });

  it('knows a real Google Play page from a fake one', () => {
    expect(isRealGooglePlayUrl('https://play.google.com/store/apps/details?id=ph.kabayan.cash&hl=en')).toBe(true);
    expect(isRealGooglePlayUrl('https://play.google.com/store/apps/details?id=com.example.app')).toBe(false);
    expect(isRealGooglePlayUrl('https://play.google.com/store/apps/details?id=nodots')).toBe(false);
    expect(isRealGooglePlayUrl('https://play.google.com/store/apps/details')).toBe(false);
    expect(isRealGooglePlayUrl('https://evil.example/store/apps/details?id=ph.kabayan.cash')).toBe(false);
    expect(isRealGooglePlayUrl('not a url')).toBe(false);
  });

  it("holds the public site's origin to an https origin, and a release to the lender's own", () => {
    expect(siteOriginOf(defaultConfig)).toBe(DEMO_SITE_ORIGIN);
    expect(siteOriginProblems(defaultConfig, { release: false })).toEqual([]);
    expect(siteOriginProblems(withOverride({ siteOrigin: DEMO_SITE_ORIGIN }))).toEqual([
      `siteOrigin is still the demo value "${DEMO_SITE_ORIGIN}": set the public site's https origin`,
    ]);
    expect(siteOriginProblems(withOverride({ siteOrigin: 'https://www.kabayan.ph' }))).toEqual([]);
    for (const bad of [
      'http://www.kabayan.ph',
      'https://www.kabayan.ph/',
      'https://www.kabayan.ph/ph',
      'www.kabayan.ph',
    ])
      expect(siteOriginProblems(withOverride({ siteOrigin: bad }), { release: false })).toEqual([
        `siteOrigin "${bad}" is not an https origin (https://host, nothing after it)`,
      ]);
  });
});
