/**
 * The Filipino catalog: every file in `shared/i18n/fil/`, one per area, merged. Each key is the English
 * text exactly as `t()` is called with it; each entry says whether a native speaker has reviewed it, so
 * the lender can track the review before release (`build:release` counts the unreviewed).
 */
export interface CatalogEntry {
  readonly fil: string;
  /** A native speaker has read it in context and approved it. */
  readonly reviewed: boolean;
  /** What a translator needs to know (where it shows, what a placeholder holds). */
  readonly note?: string;
}

export type CatalogFile = Readonly<Record<string, CatalogEntry>>;

/**
 * Only the Filipino build holds them: written out as `import.meta.env.VITE_LANG` so Vite replaces it and an
 * English build drops every file (an English page carries none of the Filipino, D27); optional because the
 * e2e tests and the build's scripts read the messages outside Vite.
 */
const FILES: Record<string, CatalogFile> =
  import.meta.env?.VITE_LANG === 'fil'
    ? import.meta.glob<CatalogFile>('./fil/*.json', { eager: true, import: 'default' })
    : {};

/** The catalog files as loaded: area name → entries. */
export const CATALOG_FILES: Readonly<Record<string, CatalogFile>> = Object.fromEntries(
  Object.entries(FILES).map(([path, file]) => [path.replace(/^.*\/|\.json$/g, ''), file]),
);

/** English text → Filipino text, over every area. */
export const CATALOG: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(CATALOG_FILES).flatMap((file) => Object.entries(file).map(([en, entry]) => [en, entry.fil])),
);
