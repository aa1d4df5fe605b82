/**
 * `npm run lint:openapi`: Redocly's linter (`@redocly/openapi-core`, the engine of `redocly lint`) on
 * `docs/contract/openapi.json` with its strictest built-in rule set, `recommended-strict`, where every
 * finding is an error (ADR 0042). The unit test `test/scripts/contract-docs.test.ts` runs it too, so
 * `npm test` fails on a finding. A rule set aside is listed in `SET_ASIDE` with its reason.
 */
import { join } from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import { ROOT } from '../shared/site/entries';

/** Rules configured away from the preset, each with why. */
export const SET_ASIDE = {
  /**
   * The rule checks each example as if every schema forbade properties it does not list; the envelope's
   * `if`/`then` lists `data` in `then` and `code` in the envelope, so a valid example was flagged three
   * times per call. Kept on, as an error, with additional properties allowed as the schemas allow them.
   */
  'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: true },
} as const;

export interface Finding {
  rule: string;
  severity: string;
  message: string;
  where: string;
}

/** Every finding of the linter on the file at `file` (by default the committed OpenAPI document). */
export async function lintOpenApi(file = join(ROOT, 'docs/contract/openapi.json')): Promise<Finding[]> {
  const config = await createConfig({ extends: ['recommended-strict'], rules: SET_ASIDE });
  const problems = await lint({ ref: file, config });
  return problems.map((p) => ({
    rule: p.ruleId,
    severity: p.severity,
    message: p.message,
    where: p.location[0]?.pointer ?? '',
  }));
}

async function main(): Promise<void> {
  const findings = await lintOpenApi();
  for (const f of findings) console.log(`${f.severity} ${f.rule} ${f.where}: ${f.message}`);
  console.log(`openapi.json: ${findings.length} finding(s) of Redocly's recommended-strict rules`);
  process.exitCode = findings.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
