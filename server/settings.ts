/**
 * What an operator can tune on the reference backend, with the values a real service would start
 * from. `server/main.ts` reads them from the environment; tests pass their own.
 */
import { DAY } from './time';

export interface SmsCaps {
  /** Codes one device (`deviceId`) may get per hour and per day. */
  perDeviceHour: number;
  perDeviceDay: number;
  /** Codes one client address may get per hour and per day. */
  perIpHour: number;
  perIpDay: number;
  /** Codes the whole landing may send per day (the SMS bill's ceiling). */
  globalDay: number;
  /**
   * Tries of the landing's form (get-sms and register calls, each using a captcha) one client address may
   * make per hour (ADR 0054). A carrier's shared address (CGNAT) carries many visitors: generous.
   */
  triesPerIpHour: number;
}

/** What the field reports' collector accepts (ADR 0021): per client address, and per report. */
export interface FieldCaps {
  /** Reports one client address may send per minute; more are dropped (answered 429). */
  perClientMinute: number;
  /** The largest report body, bytes. */
  bodyBytes: number;
  /** Other origins whose pages may send (CORS, as a collector's `cors.allowed_origins`); the server's own always can. */
  origins: readonly string[];
}

/** The legacy card repayment's SMS code (ADR 0044): how long it is good for, and how many wrong codes it takes. */
export interface CardCodeSettings {
  minutes: number;
  tries: number;
}

export const DEFAULT_CARD_CODE: CardCodeSettings = { minutes: 5, tries: 5 };

export interface ServerSettings {
  /** How long a borrower's session token is valid after it is issued. */
  tokenTtlMs: number;
  /**
   * The origins this server is reached at (`https://app.lender.ph`): where the payment provider's links
   * point. None: only this machine's host names (ADR 0047).
   */
  publicOrigins: readonly string[];
  sms: SmsCaps;
  field: FieldCaps;
  cardCode: CardCodeSettings;
}

export const DEFAULT_TOKEN_TTL_DAYS = 30;

export const DEFAULT_SMS_CAPS: SmsCaps = {
  perDeviceHour: 5,
  perDeviceDay: 10,
  perIpHour: 20,
  perIpDay: 100,
  globalDay: 5000,
  triesPerIpHour: 60,
};

/**
 * A page view sends one report, two when it is hidden and shown again: 60 a minute is a busy tester. A
 * report's OTLP JSON is about 400 bytes a record, at most 65 records (ADR 0034): 64 KB, a keepalive
 * request's own limit.
 */
export const DEFAULT_FIELD_CAPS: FieldCaps = { perClientMinute: 60, bodyBytes: 64 * 1024, origins: [] };

export function defaultSettings(): ServerSettings {
  return {
    tokenTtlMs: DEFAULT_TOKEN_TTL_DAYS * DAY,
    publicOrigins: [],
    sms: { ...DEFAULT_SMS_CAPS },
    field: { ...DEFAULT_FIELD_CAPS },
    cardCode: { ...DEFAULT_CARD_CODE },
  };
}
