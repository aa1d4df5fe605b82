/**
 * Finding an option as a Filipino types it (ADR 0028): case and accents ignored (`las pinas` finds
 * "Las Piñas"), words in any order and each the start of a word (`cebu city` finds "Cebu City" and
 * "City of Cebu"), and the saints' abbreviations read both ways: "Sto." is "Santo", "Sta." is "Santa".
 */

/** More options than this, and a single-choice picker gets a search field. */
export const SEARCH_FROM = 16;

/** The most options a search shows at once: a long list is found by typing, not by scrolling. */
export const SHOWN_MAX = 50;

/** Abbreviations a place name is written with, and the words they stand for. */
const SAME_AS: Readonly<Record<string, string>> = { sto: 'santo', sta: 'santa' };

/**
 * The words of a text as search compares them: lower case, accents and marks dropped, split on
 * anything that is not a letter or a digit.
 * @example words('Sto. Niño, Las Piñas') // ['sto', 'nino', 'las', 'pinas']
 */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word with the word it also stands for: `sto` is also `santo`, `santo` also `sto`. */
function forms(word: string): string[] {
  const long = SAME_AS[word];
  if (long) return [word, long];
  const short = Object.keys(SAME_AS).find((k) => SAME_AS[k] === word);
  return short ? [word, short] : [word];
}

/** An option's words, each with its other form, ready to be matched against many queries. */
export interface Indexed<T> {
  item: T;
  words: string[];
  /** The forms of its first word: an option whose name starts with the first word typed comes first. */
  lead: string[];
}

/**
 * @example index([{ label: 'Sto. Tomas City, Batangas' }], (o) => o.label)[0].words
 * // ['sto', 'santo', 'tomas', 'city', 'batangas']
 */
export function index<T>(items: readonly T[], label: (item: T) => string): Indexed<T>[] {
  return items.map((item) => {
    const all = words(label(item));
    return { item, words: all.flatMap(forms), lead: all.length > 0 ? forms(all[0]) : [] };
  });
}

/**
 * The options whose words start with every word typed, in any order; those whose name starts with the
 * first word typed come first, the rest keep their order.
 * @example search(index(places, (p) => p.label), 'sta rosa') // "Santa Rosa City, Laguna", …
 */
export function search<T>(indexed: readonly Indexed<T>[], query: string): T[] {
  const typed = words(query).map(forms);
  if (typed.length === 0) return indexed.map((x) => x.item);
  const first: T[] = [];
  const rest: T[] = [];
  for (const x of indexed) {
    if (!typed.every((t) => t.some((f) => x.words.some((w) => w.startsWith(f))))) continue;
    (typed[0].some((f) => x.lead.some((w) => w.startsWith(f))) ? first : rest).push(x.item);
  }
  return [...first, ...rest];
}
