// @vitest-environment node
/**
 * The Filipino catalog as written (D27, ADR 0040): every file parses with the entry shape, every text of
 * shared/ has its Filipino, and the money words are the glossary's (docs/i18n/glossary.md) in every entry,
 * the pages' and the reference server's (`server/i18n/fil.json`, D33), so the Disclosure Statement, the
 * error boxes, the pay screens and the backend's rows say one thing one way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'shared/i18n/fil';
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const catalog = files.map((f) => ({ file: f, entries: JSON.parse(readFileSync(join(DIR, f), 'utf8')) as unknown }));
const SERVER_FILE = 'server/i18n/fil.json';
/** The pages' entries and the reference server's, for the glossary's checks. */
const allEntries = () => [
  ...entries,
  ...Object.entries(
    JSON.parse(readFileSync(SERVER_FILE, 'utf8')) as Record<string, { fil: string; reviewed: boolean; note?: string }>,
  ).map(([en, e]) => ({ file: SERVER_FILE, en, ...e })),
];
const entries = catalog.flatMap(({ file, entries }) =>
  Object.entries(entries as Record<string, { fil: string; reviewed: boolean; note?: string }>).map(([en, e]) => ({
    file,
    en,
    ...e,
  })),
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every `t('…')` and `tNodes('…')` literal of a folder, with the file it is in. */
function literals(dir: string): { file: string; en: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('i18n'))
    .flatMap((f) =>
      [...readFileSync(join(dir, f), 'utf8').matchAll(/(?<![\w.])t(?:Nodes)?\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => ({
        file: f,
        en: m[1],
      })),
    );
}

describe('the Filipino catalog files', () => {
  it('each parses as English text → { fil, reviewed, note? }, placeholders kept', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const { file, entries: parsed } of catalog) {
      expect(typeof parsed, file).toBe('object');
      expect(Array.isArray(parsed), file).toBe(false);
    }
    for (const e of entries) {
      const where = `${e.file}: ${e.en}`;
      expect(Object.keys(e).sort(), where).toEqual(
        ['en', 'file', 'fil', 'reviewed', ...(e.note === undefined ? [] : ['note'])].sort(),
      );
      expect(e.fil.trim(), where).not.toBe('');
      expect(typeof e.reviewed, where).toBe('boolean');
      if (e.note !== undefined) expect(e.note.trim(), where).not.toBe('');
      expect(placeholders(e.fil), where).toEqual(placeholders(e.en));
    }
  });

  it('says one text one way: a key in two areas has the same Filipino', () => {
    const seen = new Map<string, string>();
    for (const e of entries) {
      const before = seen.get(e.en);
      if (before !== undefined) expect(e.fil, `${e.file}: ${e.en}`).toBe(before);
      seen.set(e.en, e.fil);
    }
  });

  it('holds every text shared/ shows, and none it no longer shows', () => {
    const used = literals('shared');
    expect(used.length).toBeGreaterThan(100);
    const keys = new Set(entries.map((e) => e.en));
    for (const { file, en } of used) expect(keys.has(en), `${file}: ${en}`).toBe(true);
    // A shared folder's file holds only texts shared/ shows (one entry per text, in the lowest area showing it:
    // scripts/i18n-check.ts); a text only pages show is a page's.
    const sharedAreas = new Set([...readdirSync('shared'), ...readdirSync('shared/features')]);
    const usedTexts = new Set(used.map((u) => u.en));
    for (const e of entries.filter((x) => sharedAreas.has(x.file.replace(/\.json$/, ''))))
      expect(usedTexts.has(e.en), `${e.file}: ${e.en} is shown nowhere`).toBe(true);
  });
});

/** English wording → the glossary's Filipino word an entry saying it must use. */
const REQUIRED: [english: RegExp, filipino: RegExp][] = [
  [/network error/i, /May problema sa koneksyon/],
  [/try again/i, /subukan ulit/i],
  [/\binterest\b/i, /\binteres\b/i],
  [/\bfees?\b/i, /\bsingil\b/i],
  [/\bservice fee\b/i, /singil sa serbisyo/i],
  [/\blate (?:payment )?charges?\b/i, /multa sa pagkahuli/i],
  [/\binstalment/i, /\bhulog\b/i],
  [/\bdue date\b/i, /due date|takdang petsa/i],
  [/\boverdue\b/i, /lampas na sa due date/i],
  [/\bextension\b/i, /\bextension\b/i],
  [/\bprincipal\b|\bloan amount\b|\bamount financed\b/i, /halaga ng loan/i],
  [/\bstill owed\b|\boutstanding\b/i, /natitirang utang/i],
  [/^Settled$/, /^Bayad na$/],
  [/\bcomplaint\b/i, /\breklamo(?:ng)?\b/i],
  [/\bamount due\b/i, /halagang dapat bayaran/i],
  [/\bapply\b/i, /\b(?:mag|nag|pag|mag-a|nag-a|i)-apply/i],
  [/\breference number\b/i, /reference number/i],
  [/\bpayments?\b(?! date)/i, /bayad|bayaran/i],
  [/\brepayment\b(?! date| amount)/i, /pagbabayad/i],
  [/\bloan\b/i, /\butang\b|\bloan\b/i],
  [/Disclosure Statement/, /Disclosure Statement/],
];

/** Words the glossary chose against: another word for the same thing reads as another thing. */
const AVOIDED: [RegExp, string][] = [
  [/pautang/i, 'utang (the borrower’s) or loan (the product)'],
  [/\binterest\b/i, 'interes'],
  [/\b(penalty|penalidad)\b/i, 'multa'],
  [/\b(instal+ments?|hulugan)\b/i, 'hulog'],
  [/\b(subukang muli|subukan muli|ulitin)\b/i, 'subukan ulit'],
  [/koneksiyon/i, 'koneksyon'],
  [/\b(bayarin|kabayaran)\b/i, 'bayad'],
  [/\b(halagang babayaran|dapat bayarang halaga)\b/i, 'halagang dapat bayaran'],
  [/\b(takdang araw|deadline)\b/i, 'due date / takdang petsa'],
  [/\b(tinanggihan|rejected)\b/i, 'hindi naaprubahan'],
  [/\b(balanse|outstanding)\b/i, 'natitirang utang'],
  [/mag-aplay|(?<!(?:mag|nag|pag|mag-a|nag-a|i)-)\bapply\b/i, 'mag-apply'],
  [/huling bayad/i, 'multa sa pagkahuli for a late charge ("huling bayad" reads as the last payment)'],
  [/petsa ng pagbabayad/i, 'due date (it reads as the day the borrower paid)'],
  [/halaga ng pagbabayad|halagang babayaran|\bbabayaran\b/i, 'halagang dapat bayaran'],
  [/i-click|\bclick\b/i, 'i-tap (a phone is tapped)'],
  [/\brollover\b/i, 'extension'],
  // One word for one thing (the glossary's line for each): a second word reads as a second thing.
  [/palugit|extension ng pagbabayad/i, 'extension (its payment: pagbabayad para sa extension)'],
  [/service fee/i, 'singil sa serbisyo (every fee is a singil)'],
  [/hihiramin|prinsipal|halaga ng utang/i, 'halaga ng loan'],
  [/halaga ng interes/i, 'interes'],
  [/\bi-confirm\b/i, 'kumpirmahin'],
  [/\brequired\b/i, 'kailangan, or opsyonal for what is not'],
  [/termino ng utang/i, 'termino ng loan'],
];

describe('the glossary in the Filipino (docs/i18n/glossary.md)', () => {
  it('an entry that says a money word in English says the glossary’s word in Filipino', () => {
    const wrong = allEntries().flatMap((e) =>
      REQUIRED.filter(([english, filipino]) => english.test(e.en) && !filipino.test(e.fil)).map(
        ([, filipino]) => `${e.file}: ${e.en} → ${e.fil} (${filipino})`,
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('no entry uses a word the glossary chose against', () => {
    for (const e of allEntries())
      for (const [avoided, instead] of AVOIDED) expect(e.fil, `${e.file}: say "${instead}"`).not.toMatch(avoided);
  });

  it('money and dates keep their forms: a ₱ figure or a date in English is the same in Filipino', () => {
    for (const e of allEntries()) {
      for (const figure of e.en.match(/₱[\d,]+\.\d\d|\d{4}-\d\d-\d\d/g) ?? []) expect(e.fil).toContain(figure);
    }
  });

  it('says a text in one case everywhere: no Filipino in capitals, and a text that differs only in case is one text', () => {
    const all = allEntries();
    // A word in capitals shouts, and reads as another button than its twin in sentence case ("MAGBAYAD").
    // (A code the English writes so, such as 09XX XXX XXXX, is no word.)
    for (const e of all) {
      const shouting = (e.fil.match(/\b\p{Lu}{4,}\b/gu) ?? []).filter((w) => !e.en.includes(w));
      expect(shouting, `${e.file}: ${e.en}`).toEqual([]);
    }
    // Fragments a sentence puts in place start in lower case, and a name kept in English keeps the English's
    // case ('Privacy policy' the title, 'Privacy Policy' the link); every other text is one text in one case.
    const byText = new Map<string, string>();
    for (const e of all.filter((x) => !/^\p{Ll}/u.test(x.fil) && x.fil !== x.en)) {
      const before = byText.get(e.fil.toLowerCase());
      if (before !== undefined) expect(e.fil, `${e.file}: ${e.en}`).toBe(before);
      byText.set(e.fil.toLowerCase(), e.fil);
    }
  });

  it('the glossary lists every word the checks hold to', () => {
    const glossary = readFileSync('docs/i18n/glossary.md', 'utf8');
    for (const word of ['utang', 'bayad', 'magbayad', 'pagbabayad', 'halaga', 'halagang dapat bayaran', 'interes'])
      expect(glossary).toContain(`**${word}**`);
    for (const word of ['singil', 'multa', 'hulog', 'natitirang utang', 'reklamo', 'subukan ulit', 'mag-apply'])
      expect(glossary).toContain(`**${word}**`);
    for (const word of ['multa sa pagkahuli', 'Magbayad', 'due date', 'lampas na sa due date', 'extension'])
      expect(glossary).toContain(`**${word}**`);
    for (const word of ['singil sa serbisyo', 'halaga ng loan', 'takdang petsa', 'kumpirmahin'])
      expect(glossary).toContain(`**${word}**`);
  });

  it('the pay button says the act, and a message starts with a capital in both languages (D35)', () => {
    const all = allEntries();
    expect(all.find((e) => e.en === 'Payment' && e.file !== SERVER_FILE)?.fil).toBe('Magbayad');
    // A message is a sentence: a text of two words or more that starts with a letter. Fragments a
    // sentence puts in place (`tNodes` slots, "loan terms") and the server's spec messages, which it sends
    // as the spec writes them, are not messages of their own.
    const fragments = new Set(['see how to pay', 'loan terms', 'loan order', 'loan offer']);
    for (const e of all.filter((x) => x.file !== SERVER_FILE && !fragments.has(x.en) && /^\p{L}+\s\S/u.test(x.en))) {
      expect(e.en, `${e.file}: ${e.en}`).toMatch(/^\P{Ll}/u);
      expect(e.fil, `${e.file}: ${e.fil}`).toMatch(/^\P{Ll}/u);
    }
    for (const e of all.filter((x) => x.file === SERVER_FILE)) expect(e.fil, e.en).toMatch(/^\P{Ll}/u);
  });
});
