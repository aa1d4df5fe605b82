/**
 * Environment config (spec §3 "Environment config"): the one place for brand, theme, contact and legal
 * values. Every value can be overridden at build time with `VITE_APP_CONFIG`, a JSON object merged over
 * these defaults (`VITE_APP_CONFIG='{"servicePhone":"0288880000"}' npm run build`).
 *
 * The defaults are the demo lender of the reference backend; a real deployment sets its own.
 *
 * @example
 * import { config } from './config';
 * formatMoney(1234, { rupee: config.currency === 'rupee' });
 */
export interface AppConfig {
  appName: string;
  theme: {
    /** Brand purple from the spec. White text on it is 3.72:1: only for large bold text. */
    primary: string;
    /** Darker purple for white body-size text (buttons, tags): passes AA (4.5:1). */
    primaryStrong: string;
    /** Text on the brand colour. */
    onPrimary: string;
    text: string;
    textMuted: string;
    background: string;
    surface: string;
    danger: string;
  };
  /** Fallback customer-service phone when the server sends none. */
  servicePhone: string;
  serviceEmail: string;
  /** Deep-link scheme of the native app (URLs with it go through the bridge, contract D7). */
  appScheme: string;
  /** Default peso; 'rupee' is the spec's flag for the rupee sign. */
  currency: 'peso' | 'rupee';
  /** Where the download page sends people when the template gives no link. */
  downloadUrl: string;
  /** The external privacy policy page the marketing site embeds. */
  policyUrl: string;
  /**
   * Lower-case host names (`partner.example.ph`, exact match) that may receive the page query with the borrower's
   * session on a server URL we send them to over https (contract D18). Empty: no other origin gets any.
   */
  partnerHosts: string[];
  legal: {
    companyName: string;
    address: string;
    phone: string;
    email: string;
    secRegistrationNo: string;
    certificateOfAuthorityNo: string;
  };
}

export const defaultConfig: AppConfig = {
  appName: 'PesoBridge',
  theme: {
    primary: '#896CFE',
    primaryStrong: '#5B3FD6',
    onPrimary: '#FFFFFF',
    text: '#1F1A2E',
    textMuted: '#5C566B',
    background: '#F5F3FB',
    surface: '#FFFFFF',
    danger: '#B3261E',
  },
  servicePhone: '0288523100',
  serviceEmail: 'support@pesobridge.ph',
  appScheme: 'pesobridge:',
  currency: 'peso',
  downloadUrl: 'https://apps.apple.com/ph/app/pesobridge/id0000000000',
  policyUrl: '/privacy.html',
  partnerHosts: [],
  legal: {
    companyName: 'PesoBridge Lending Corporation',
    address: '12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
    phone: '(02) 8852 3100',
    email: 'legal@pesobridge.ph',
    secRegistrationNo: 'CS201912345',
    certificateOfAuthorityNo: 'CA No. 3045',
  },
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge<T extends object>(base: T, over: DeepPartial<T> | undefined): T {
  if (!over) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    // A list (partnerHosts) is replaced whole: merged by index it would turn into an object.
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current as object, value as object)
        : value;
  }
  return out as T;
}

/**
 * The defaults with a JSON override merged over them, deeply.
 * @example resolveConfig('{"legal":{"companyName":"X"}}').legal.companyName // 'X'
 */
export function resolveConfig(overrideJson: string | undefined): AppConfig {
  return overrideJson ? merge(defaultConfig, JSON.parse(overrideJson) as DeepPartial<AppConfig>) : defaultConfig;
}

// import.meta.env exists under Vite (pages, prerender, vitest); the reference server runs under tsx.
export const config: AppConfig = resolveConfig((import.meta as { env?: Record<string, string | undefined> }).env?.VITE_APP_CONFIG);

/**
 * Vite's development mode (dev server, unit tests); false in every build and under tsx. Read at call time
 * so a test can switch it (`vi.stubEnv('DEV', false)`).
 */
export function isDevelopment(): boolean {
  // Written out as `import.meta.env` so Vite (and vitest's stubEnv) recognise it.
  return import.meta.env?.DEV === true;
}
