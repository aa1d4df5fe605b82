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

/** The catalog files as loaded: area name → entries. */
export const CATALOG_FILES: Readonly<Record<string, CatalogFile>> = Object.fromEntries(
  Object.entries(import.meta.glob<CatalogFile>('./fil/*.json', { eager: true, import: 'default' })).map(
    ([path, file]) => [path.replace(/^.*\/|\.json$/g, ''), file],
  ),
);

/** English text → Filipino text, over every area. */
export const CATALOG: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(CATALOG_FILES).flatMap((file) => Object.entries(file).map(([en, entry]) => [en, entry.fil])),
);
