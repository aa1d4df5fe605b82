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
 * The catalog files as loaded: area name → entries. Vite reads them (`import.meta.glob`: dev server, unit
 * tests, the build's prerender); under plain Node (the reference server) nothing translates: empty. The
 * built pages never import this module (scripts/vite/i18n-plugin.ts, ADR 0039); the `__PURE__` marks let
 * the bundler drop it whole should an import of it be left over.
 */
export const CATALOG_FILES: Readonly<Record<string, CatalogFile>> = /* @__PURE__ */ Object.fromEntries(
  Object.entries(
    import.meta.env ? import.meta.glob<CatalogFile>('./fil/*.json', { eager: true, import: 'default' }) : {},
  ).map(([path, file]) => [path.replace(/^.*\/|\.json$/g, ''), file]),
);

/** English text → Filipino text, over every area. */
export const CATALOG: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  Object.values(CATALOG_FILES).flatMap((file) => Object.entries(file).map(([en, entry]) => [en, entry.fil])),
);
