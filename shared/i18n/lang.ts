/**
 * The language this build speaks (D27): every entry is built once in English (the root) and once in
 * Filipino (`fil/`), `VITE_LANG=fil` for the second; so a page never decides its language at run time.
 * Outside Vite (the reference server and scripts under Node) `import.meta.env` does not exist: English.
 */
export type Lang = 'en' | 'fil';

export const LANG: Lang = import.meta.env?.VITE_LANG === 'fil' ? 'fil' : 'en';

/** The `lang` attribute and query value of each language (D27: `lang=fil`). */
export const LANG_TAG: Record<Lang, string> = { en: 'en', fil: 'fil' };
