/**
 * The variables the pages read from `import.meta.env` (Vite's client types declare DEV, PROD, MODE, SSR
 * and BASE_URL). Every other build and server variable: `.env.example`.
 */
interface ImportMetaEnv {
  /** A JSON object merged over the lender's config at build time (shared/config/config.ts). */
  readonly VITE_APP_CONFIG?: string;
  /** The version the field reports carry, `0.1.0+e2186e4`: defined by vite.config.ts for every build. */
  readonly VITE_BUILD_VERSION?: string;
  /** `fil` for the Filipino twin of every entry (D27, `shared/i18n/lang.ts`); English otherwise. */
  readonly VITE_LANG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Each entry's first calls as data (`scripts/vite/early-calls-plugin.ts`, ADR 0048). */
declare module 'virtual:first-calls' {
  const calls: Record<
    string,
    { method: 'GET' | 'POST'; path: string; body: 'form' | 'query'; payload: Record<string, unknown> }[]
  >;
  export default calls;
}
