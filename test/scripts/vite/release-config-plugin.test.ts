// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { isReleaseBuild, releaseConfigPlugin } from '../../../scripts/vite/release-config-plugin';
import { REAL_LENDER } from '../../support/lender-config';
import { readCatalogFiles } from '../../../scripts/vite/i18n-plugin';

/** The catalog's review count (D27), said by every English build. */
const REVIEW_LINE = expect.stringMatching(/^Filipino catalog: \d+ of \d+ texts not yet reviewed by a native speaker/);

// Field reports off: this build's info line then says so (the URL's checks are release-check's tests).
const REAL = JSON.stringify({ ...REAL_LENDER, fieldReports: { url: '', sampleRate: 1 } });

/** What the last build said on its info line (field reports). */
let said: string[] = [];

/** Runs the plugin's hooks as Vite would, collecting warnings; an error throws as `this.error` does. */
function runBuild(mode: string, env: Record<string, string | undefined>) {
  const plugin = releaseConfigPlugin();
  const warnings: string[] = [];
  const context = {
    warn: (m: string) => void warnings.push(m),
    error: (m: string) => {
      throw new Error(m);
    },
  };
  said = [];
  const logger = { info: (m: string) => void said.push(m) };
  (plugin.configResolved as (c: ResolvedConfig) => void)({ mode, env, logger } as unknown as ResolvedConfig);
  (plugin.buildStart as (this: typeof context) => void).call(context);
  return warnings;
}

describe('release build gate', () => {
  it('a release build (--mode release or PESO_RELEASE=1) refuses the demo placeholders, saying which', () => {
    expect(() => runBuild('release', {})).toThrow(
      /Release build refused: the config still holds placeholder values\.\n {2}- legal\.companyName is still the demo value/,
    );
    expect(() => runBuild('release', {})).toThrow(
      /stores\.appStoreUrl "https:\/\/apps\.apple\.com\/ph\/app\/pesobridge\/id0000000000" is not a real App Store page/,
    );
    // Each sentence that commits the lender, by name (D30).
    expect(() => runBuild('release', {})).toThrow(/\n {2}- posting\.cutoff is still the demo value "10:00 PM"\n/);
    expect(() => runBuild('release', {})).toThrow(
      /\n {2}- promises\.paymentOnItsWay is still the demo lender's: "You are not charged twice/,
    );
    expect(() => runBuild('release', {})).toThrow(/\n {2}- promises\.homeLead is still the demo lender's/);
    expect(() => runBuild('release', {})).toThrow(/\n {2}- promises\.banners is still the demo lender's/);
    expect(isReleaseBuild('production', { PESO_RELEASE: '1' })).toBe(true);
    expect(isReleaseBuild('production', {})).toBe(false);
  });

  it('a release build with the operator config passes, and says the loan caps in force and whether field reports are sent', () => {
    expect(runBuild('release', { VITE_APP_CONFIG: REAL })).toEqual([]);
    expect(said).toEqual([
      expect.stringMatching(
        /^loan caps on \d{4}-\d{2}-\d{2} \(covered loans: ₱10000 or less, 4 months or less\): effective interest rate 12 % a month \(SEC Memorandum Circular No\. 14, series of 2025, from 2026-04-01\)/,
      ),
      'field reports: off (no fieldReports.url in the config): the pages send nothing',
      REVIEW_LINE,
    ]);
  });

  it("the operator's loan caps: an unreadable list stops the build, a looser one is warned of", () => {
    const caps = (loanCaps: unknown) => JSON.stringify({ ...JSON.parse(REAL), loanCaps });
    expect(() => runBuild('production', { VITE_APP_CONFIG: caps({ eirPerMonth: [{ percent: 'twelve' }] }) })).toThrow(
      /loanCaps\.eirPerMonth\[0\] needs a percent above 0/,
    );
    const looser = caps({ eirPerMonth: [{ percent: 20, circular: 'Own reading', from: '2020-01-01' }] });
    expect(runBuild('release', { VITE_APP_CONFIG: looser })).toEqual([
      expect.stringMatching(/^loan caps: loanCaps\.eirPerMonth: 20 % on .*, looser than 12 %/),
    ]);
    expect(said[0]).toContain('effective interest rate 20 % a month (Own reading, from 2020-01-01)');
  });

  it('a build whose report URL no browser could send to fails, release or not', () => {
    const broken = JSON.stringify({ fieldReports: { url: 'http://rum.example/r' } });
    expect(() => runBuild('production', { VITE_APP_CONFIG: broken })).toThrow(
      /fieldReports\.url "http:\/\/rum\.example\/r"/,
    );
  });

  it('an ordinary build (npm start, e2e) keeps the demo values and says they are not for publication', () => {
    const warnings = runBuild('production', {});
    expect(warnings).toEqual([
      'demo config (17 placeholder values): not for publication; a release build (--mode release) refuses it',
    ]);
    expect(said.slice(1)).toEqual([
      'field reports: sent to /v1/logs (vitals of 100 % of page views; reading failures and client errors of all, as OTLP logs)',
      REVIEW_LINE,
    ]);
  });

  it("says how many Filipino texts await a native speaker's review, once: not again in the Filipino twin's pass", () => {
    runBuild('release', { VITE_APP_CONFIG: REAL });
    const files = readCatalogFiles();
    const all = Object.values(files).flatMap((file) => Object.values(file));
    expect(said).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Filipino catalog: ${all.filter((e) => !e.reviewed).length} of ${all.length} texts not yet reviewed by a native speaker \\(shared/i18n/fil/, "reviewed"\\); the reference backend's: \\d+ of \\d+`,
        ),
      ),
    );
    runBuild('release', { VITE_APP_CONFIG: REAL, VITE_LANG: 'fil' });
    expect(said.filter((line) => line.startsWith('Filipino catalog'))).toEqual([]);
  });

  describe('FIL_REVIEWED_MIN: the reviewed share a release asks of the Filipino', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('refuses a release under it, builds the demo anyway, and fails on a share it cannot read', () => {
      // Today no text is reviewed (every entry starts unreviewed, ADR 0040).
      vi.stubEnv('FIL_REVIEWED_MIN', '0.5');
      expect(() => runBuild('release', { VITE_APP_CONFIG: REAL })).toThrow(
        /Release build refused: 0% of the Filipino texts are reviewed by a native speaker, under the 50% FIL_REVIEWED_MIN asks/,
      );
      expect(() => runBuild('production', {})).not.toThrow();
      vi.stubEnv('FIL_REVIEWED_MIN', '0');
      expect(() => runBuild('release', { VITE_APP_CONFIG: REAL })).not.toThrow();
      vi.stubEnv('FIL_REVIEWED_MIN', 'most');
      expect(() => runBuild('production', {})).toThrow(/FIL_REVIEWED_MIN must be a share from 0 to 1, not "most"/);
    });
  });

  it('warns when the configured loan terms pass the caps in force', () => {
    const spec = JSON.parse(REAL) as Record<string, unknown>;
    spec.loanTerms = { interestPercentPerMonth: 6.5 };
    const warnings = runBuild('release', { VITE_APP_CONFIG: JSON.stringify(spec) });
    expect(warnings).toEqual(['loan cap: loanTerms.interestPercentPerMonth 6.5 % passes the 6 %/month interest cap']);
  });

  it('fails when the late charges pass the penalty cap on a product the reference backend offers, naming it and the month', () => {
    const spec = JSON.parse(REAL) as Record<string, unknown>;
    // ₱100 one-time on Quick Cash's ₱2,127.40 with 0.1 % a day: ₱163.82, 7.7 % in the first month of delay.
    spec.loanTerms = { lateFeeNewClient: 100 };
    expect(() => runBuild('release', { VITE_APP_CONFIG: JSON.stringify(spec) })).toThrow(
      /loan terms over the penalty cap:\n(.*\n)* {2}- Quick Cash \(QC04\), month 1 of delay \(days 1 to 30\): ₱163\.82 of late charges on ₱2,127\.40 overdue is 7\.7 %/,
    );
    // Month 2 on its own: 0.2 % a day from day 31 is 6 % a month.
    spec.loanTerms = { dailyPenaltyPercent: { days1to30: 0.1, days31to90: 0.2, from91: 0.05 } };
    expect(() => runBuild('release', { VITE_APP_CONFIG: JSON.stringify(spec) })).toThrow(
      /Peso Flex \(PF01\), month 2 of delay \(days 31 to 60\): ₱79\.50 of late charges on ₱1,325\.00 overdue is 6 %/,
    );
  });
});
