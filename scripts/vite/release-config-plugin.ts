/**
 * The release gate (ADR 0015). `vite build` is always Vite's
 * production mode, and `npm start` and the e2e run build the demo lender with it, so "production" cannot
 * be the switch. A release is asked for explicitly, with `vite build --mode release` (`npm run
 * build:release`) or `PESO_RELEASE=1`; it fails while the config holds the demo lender's legal identity
 * or store links that lead nowhere. Any other build keeps the demo values and says so in its output.
 *
 * Every build says which loan caps it applies (shared/config/loan-caps.ts, with the operator's `loanCaps`),
 * warns when the loan terms' figures pass one or the override loosens a circular's, and fails on an
 * override it cannot read or late charges over the penalty cap on a product the reference backend offers,
 * and how many Filipino texts no native speaker has reviewed (D27, ADR 0039); a release refuses a Filipino
 * reviewed under `FIL_REVIEWED_MIN` (ADR 0046).
 */
import type { Plugin } from 'vite';
import { resolveConfig } from '../../shared/config/config.ts';
import {
  loanCapProblems,
  loanCapsLine,
  loanCapWarnings,
  loosenedCaps,
  penaltyCapBreaches,
  resolveLoanCaps,
} from '../../shared/config/loan-caps.ts';
import { seededPenaltyProducts } from '../../server/modules/loan/penalty-cap.ts';
import {
  fieldReportProblems,
  fieldReportsLine,
  releaseProblems,
  siteOriginProblems,
} from '../../shared/config/release-check.ts';
import {
  langOf,
  readCatalogFiles,
  readServerCatalog,
  reviewedFloor,
  reviewLine,
  reviewRefusal,
} from './i18n-plugin.ts';

export const RELEASE_MODE = 'release';

/** @example isReleaseBuild('production', { PESO_RELEASE: '1' }) // true */
export function isReleaseBuild(mode: string, env: Record<string, string | undefined> = process.env): boolean {
  return mode === RELEASE_MODE || env.PESO_RELEASE === '1';
}

export function releaseRefusal(problems: string[]): string {
  return [
    'Release build refused: the config still holds placeholder values.',
    ...problems.map((p) => `  - ${p}`),
    'Set the real values in VITE_APP_CONFIG (README, "For operators"); `npm run build` builds the demo lender.',
  ].join('\n');
}

export function releaseConfigPlugin(): Plugin {
  let release = false;
  let overrideJson: string | undefined;
  let say: (line: string) => void = console.log;
  let english = true;
  return {
    name: 'loan:release-config',
    apply: 'build',
    configResolved(resolved) {
      release = isReleaseBuild(resolved.mode);
      // The pages read VITE_APP_CONFIG through import.meta.env, which Vite fills from the environment and
      // the mode's .env files: the resolved env is the same source.
      overrideJson = (resolved.env as Record<string, string | undefined>).VITE_APP_CONFIG;
      say = (line) => resolved.logger.info(line);
      // The Filipino twin's pass (ADR 0039) checks the same config again; it says what it found once.
      english = langOf((resolved.env as Record<string, string | undefined>).VITE_LANG) === 'en';
    },
    buildStart() {
      const config = resolveConfig(overrideJson);
      // The caps in force today in Manila (the day the build is published); an unreadable override stops it.
      const capsBroken = loanCapProblems(config.loanCaps);
      if (capsBroken.length) this.error(capsBroken.join('\n'));
      const caps = resolveLoanCaps(config.loanCaps);
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      say(loanCapsLine(caps, today));
      for (const warning of loosenedCaps(caps, today)) this.warn(`loan caps: ${warning}`);
      for (const warning of loanCapWarnings(config.loanTerms, caps, today)) this.warn(`loan cap: ${warning}`);
      // Late charges over the penalty cap on a product the reference backend offers stop the build (ADR 0044).
      const penalties = penaltyCapBreaches(config.loanTerms, caps, today, seededPenaltyProducts());
      if (penalties.length)
        this.error(`loan terms over the penalty cap:\n${penalties.map((p) => `  - ${p}`).join('\n')}`);
      // Field reports (ADR 0021): a URL no browser could send to is an error in any build; whether the
      // pages send anything, and where, is said by every build.
      const broken = [
        ...fieldReportProblems(config, { release: false }),
        ...siteOriginProblems(config, { release: false }),
      ];
      if (broken.length) this.error(broken.join('\n'));
      say(fieldReportsLine(config));
      // D27: the lender tracks the native speakers' review before release; a release build says it too, and
      // refuses a Filipino reviewed under the share the operator asks for (`FIL_REVIEWED_MIN`, ADR 0046).
      const floor = reviewedFloor(process.env.FIL_REVIEWED_MIN);
      if (typeof floor === 'string') this.error(floor);
      if (english) {
        const files = readCatalogFiles();
        say(reviewLine(files, readServerCatalog()));
        const refused = reviewRefusal(files, floor);
        if (release && refused) this.error(refused);
      }
      const problems = releaseProblems(config);
      if (!problems.length) return;
      if (release) this.error(releaseRefusal(problems));
      this.warn(
        `demo config (${problems.length} placeholder values): not for publication; a release build (--mode release) refuses it`,
      );
    },
  };
}
