/**
 * Every screen reads a backend written only from the spec as well as ours, whatever ids it chose, and in
 * either language. The reference server speaks three dialects (server/dialect.ts): ours; `spec` (text
 * dates, numbers as numeric strings, only the fields the spec names, a pay notice's steps as one text);
 * `ids` (the same, with text and 64-bit ids, D23). Every entry in every seeded scenario is opened on the
 * same borrower's data:
 * - in our dialect, in English, every scenario: never the load error box; on an entry's first scenario,
 *   the entry as served (test/e2e/served.ts: title, prerendered frame, CSP, robots, inline style sheets)
 *   and axe clean;
 * - in the spec dialect, as its Filipino twin (`fil/<entry>.html`, D27): the same amounts, dates and lists,
 *   and everything a Filipino page must be (test/e2e/filipino.ts: lang, title, no raw placeholder, no
 *   English of the catalog), axe clean on the entry's first scenario;
 * - in the ids dialect, in English: the same key figures as ours, headings and title included, and every
 *   id a page sends back is one it received, exactly.
 * The spec and ids loads run on each entry's first scenario and on a rotating share of the others, chosen
 * by the commit (test/e2e/sample.ts, ADR 0055; `E2E_SAMPLE=all` runs every one): every start read of every
 * scenario is read in every dialect, its figures compared with ours, by test/server/dialect-reads.test.ts on
 * every run, and the paths that send ids back are walked one by one in ids.spec.ts. Every entry is still
 * read in all three dialects, in English and in Filipino, on every run.
 * On an entry's first scenario the English load is also the shell's first open (ADR 0017, 0022): each call
 * the entry declares in `first-calls.ts` is sent once, by the start script (a `fetch`), and adopted
 * (early-calls.spec.ts keeps the remembered-headers case and the single cases).
 * No load meets a CSP violation. One load per language and dialect, and one sweep for what every entry
 * must be, instead of a sweep each: the sweep over every entry and scenario is the suite's longest, and a
 * second one for Filipino alone (and a third for each entry as served) cost the fresh clone's `.ci/run`
 * about a minute (ADR 0038).
 * The two money loops run in ours and spec here (ids.spec.ts walks the paths that send ids back one by one).
 */
import type { Page, Request } from '@playwright/test';
import { loadEntries } from '../../shared/site/entries';
import { LOAD_FAILED_MESSAGE } from '../../shared/feedback/messages';
import { AXED, SWEEP } from './sweep';
import { expect, expectAxeClean, settle, test, watchCsp } from './fixtures';
import { expectFilipino, landedTwin, recordServerTexts } from './filipino';
import { expectServedEntry, watchStyleSheets } from './served';
import { applyLoop, repayLoop } from './money-loops';
import { encodeQuery } from '../../server/dialect';
import type { Lang } from './catalog';
import { watchIds } from './ids';
import { expectContractKept, recordTraffic, warmContractCheck } from './contract-traffic';
import { sampled } from './sample';

type Dialect = 'ours' | 'spec' | 'ids';

/** What a borrower reads off a screen; the dialect must change none of it. */
interface KeyFigures {
  title: string;
  headings: string[];
  amounts: string[];
  dates: string[];
  /** Each list's length; an ordered list (steps) by its words, since one text of steps is a list of one. */
  lists: string[];
  errorBox: boolean;
}

/** Reads the key figures of the page as shown, outside dialogs and toasts (timers open those). */
async function keyFigures(page: Page): Promise<KeyFigures> {
  return page.evaluate((loadFailed) => {
    const skip = '[role="dialog"], [role="alertdialog"], dialog, [role="status"], .toast';
    const shown = (el: Element) => !el.closest(skip) && (el as HTMLElement).offsetParent !== null;
    const texts = (css: string) =>
      [...document.querySelectorAll(css)].filter(shown).map((el) => (el as HTMLElement).innerText.trim());
    const body = [...document.body.children]
      .filter((el) => !el.matches(skip) && el.tagName !== 'SCRIPT')
      .map((el) => (el as HTMLElement).innerText)
      .join('\n');
    const words = (s: string) => s.replace(/\s+/g, ' ').trim();
    return {
      title: document.title,
      headings: texts('h1, h2, h3'),
      amounts: body.match(/[₱₹]\s?[\d,]+(?:\.\d+)?/g) ?? [],
      dates: body.match(/\b\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?\b/g) ?? [],
      lists: [...document.querySelectorAll('ul, ol, dl, [role="list"], table')]
        .filter(shown)
        .map((el) =>
          el.tagName === 'OL'
            ? `ol: ${words((el as HTMLElement).innerText)}`
            : `${el.tagName.toLowerCase()}: ${el.querySelectorAll(':scope > li, :scope > dt, :scope > div > dt, :scope > [role="listitem"], tr').length}`,
        ),
      errorBox: body.includes(loadFailed),
    };
  }, LOAD_FAILED_MESSAGE);
}

/** Every JSON answer of the backend this page receives, by path, with its envelope code. */
function watchAnswers(page: Page): { path: string; code: unknown }[] {
  const seen: { path: string; code: unknown }[] = [];
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname;
    if (!/^\/(states|api)\//.test(path) || !(res.headers()['content-type'] ?? '').includes('json')) return;
    const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
    if (body && 'code' in body) seen.push({ path, code: body.code });
  });
  return seen;
}

/** Every answer was written in the spec dialect: its envelope codes are text (ours answer most with 0). */
function expectSpec(answers: { path: string; code: unknown }[]): void {
  expect(answers.length, 'calls in the spec dialect').toBeGreaterThan(0);
  expect(answers.filter((a) => typeof a.code !== 'string')).toEqual([]);
}

async function setDialect(page: Page, token: string, dialect: Dialect): Promise<void> {
  const res = await page.request.post(`/_test/dialect?token=${token}&dialect=${dialect}`);
  expect(((await res.json()) as { code: unknown }).code).toBe(0);
}

const ENTRIES = new Map(loadEntries().map((e) => [e.name, e]));
/**
 * Past each entry's first item, the other dialects' loads of a rotating share of the items (ADR 0055):
 * every start read of every scenario is read in every dialect, with the figures compared to ours, by
 * test/server/dialect-reads.test.ts on every run; here, what the screen makes of them, a third of the
 * scenarios in Filipino and a quarter with the ids dialect's ids, other ones on every commit.
 */
const SPEC_SAMPLE = new Set(
  SWEEP.filter((x) => AXED.has(x.name) || sampled(`spec ${x.name}`, 1 / 3)).map((x) => x.name),
);
const IDS_SAMPLE = new Set(SWEEP.filter((x) => AXED.has(x.name) || sampled(`ids ${x.name}`, 1 / 4)).map((x) => x.name));
/** The paths of the calls each entry declares in its `first-calls.ts`. */
const FIRST_CALLS = new Map(
  await Promise.all(
    loadEntries()
      .filter((e) => e.firstCalls)
      .map(
        async (e) =>
          [
            e.name,
            ((await import(e.firstCalls as string)) as { default: { endpoint: { path: string } }[] }).default.map(
              (c) => c.endpoint.path,
            ),
          ] as const,
      ),
  ),
);

/** The requests the page sends to `path` from now on. */
function countCalls(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}

/**
 * The figures a language does not change (headings and title are words; so are an ordered list's, which
 * the backend writes in the borrower's language too, D33: its figures stay).
 */
const unworded = ({ amounts, dates, lists, errorBox }: KeyFigures) => ({
  amounts,
  dates,
  lists: lists.map((l) => (l.startsWith('ol: ') ? l.replace(/\p{L}+/gu, '').replace(/\s+/g, ' ') : l)),
  errorBox,
});

test.beforeAll(warmContractCheck);

// One test per scenario, so the two workers share the sweep.
test.describe('every entry in every seeded scenario: served, its first calls sent once, axe clean, the same in every dialect and language', () => {
  for (const item of SWEEP) {
    test(item.name, async ({ page, borrower }) => {
      const violations = await watchCsp(page);
      const answers = watchAnswers(page);
      const traffic = recordTraffic(page);
      const show = async (lang: Lang, ids = false) => {
        const scenario = item.key ? borrower.scenarios[item.key] : undefined;
        // The ids dialect's scenario opens with the ids that backend gives it (the shell has them).
        const query = scenario ? (ids ? encodeQuery(scenario.query) : scenario.query) : {};
        const qs = new URLSearchParams({ token: borrower.token, ...query });
        const res = await page.goto(`${lang === 'fil' ? '/fil' : ''}/${scenario?.entry ?? item.entry}.html?${qs}`);
        await settle(page);
        return res;
      };
      const inFilipino = async () => {
        const serverTexts = recordServerTexts(page);
        await show('fil');
        await expectFilipino(page, serverTexts);
        if (!AXED.has(item.name)) return;
        expect(landedTwin(page), 'the first scenario of an entry stays on it').toBe(item.entry);
        // axe cannot enter a frame whose scripts are sandboxed off (loan confirm's agreement); the framed
        // document is an entry of its own, swept too.
        await expectAxeClean(
          page,
          `${item.entry}: ${item.key ?? 'loaded'} (fil)`,
          (await page.locator('iframe').count()) ? ['iframe'] : [],
        );
      };

      const styleSheets = watchStyleSheets(page);
      const firstCalls = AXED.has(item.name) ? (FIRST_CALLS.get(item.entry) ?? []) : [];
      const sent = firstCalls.map((path) => countCalls(page, path));
      const res = await show('en');
      const ours = await keyFigures(page);
      expect(ours.errorBox, 'the error box in our dialect').toBe(false);
      if (AXED.has(item.name)) {
        // The entry as served, on its first scenario's load (test/e2e/served.ts).
        await expectServedEntry(page, ENTRIES.get(item.entry)!, res, styleSheets);
        await expectAxeClean(page, `${item.entry}: ${item.key ?? 'loaded'}`);
        // Each first call sent once, by the start script, and adopted: the page sent it no second time.
        for (const [i, calls] of sent.entries())
          expect(
            calls.map((r) => r.resourceType()),
            `first call ${firstCalls[i]}`,
          ).toEqual(['fetch']);
      }
      if (!answers.length) {
        // A screen that asks the backend nothing reads nothing a dialect could change.
        await inFilipino();
      } else {
        if (SPEC_SAMPLE.has(item.name)) {
          answers.length = 0;
          await setDialect(page, borrower.token, 'spec');
          await inFilipino();
          expectSpec(answers);
          expect(unworded(await keyFigures(page)), 'the spec dialect in Filipino').toEqual(unworded(ours));
        }
        if (IDS_SAMPLE.has(item.name)) {
          answers.length = 0;
          await setDialect(page, borrower.token, 'ids');
          const ids = await watchIds(page);
          await show('en', true);
          expectSpec(answers);
          expect(await keyFigures(page), 'the same screen with ids the backend chose').toEqual(ours);
          ids.expectExact();
        }
      }
      expect(await violations()).toEqual([]);
      // Every call of the loads and its answer, as they travelled, against openapi.json (ADR 0042).
      await expectContractKept(await traffic.exchanges());
    });
  }
});

for (const dialect of ['ours', 'spec'] as const) {
  // The ids dialect's loops: ids.spec.ts.
  test.describe(`the money loops in ${dialect === 'ours' ? 'our dialect' : 'the spec dialect'}`, () => {
    test.use({ dialect });

    test('order → Repayment → Payment → provider Pay → Back to the app → Borrow Again', async ({
      page,
      openScenario,
    }) => {
      const answers = watchAnswers(page);
      const traffic = recordTraffic(page);
      await repayLoop(page, openScenario);
      if (dialect === 'spec') expectSpec(answers);
      await expectContractKept(await traffic.exchanges());
    });

    test('loan confirm → Apply now → the new order, under review', async ({ page, openScenario }) => {
      const answers = watchAnswers(page);
      const traffic = recordTraffic(page);
      await applyLoop(page, openScenario);
      if (dialect === 'spec') expectSpec(answers);
      await expectContractKept(await traffic.exchanges());
    });
  });
}
