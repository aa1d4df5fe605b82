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
}

export interface ServerSettings {
  /** How long a borrower's session token is valid after it is issued. */
  tokenTtlMs: number;
  sms: SmsCaps;
  /** `GET /dev/outbox` lists the SMS codes "sent": only for tests (`TEST_API=1`) or an explicit `DEV_OUTBOX=1`. */
  devOutbox: boolean;
  /** The e2e tests' helpers: `POST /_test/borrower`, `GET /_test/captcha`. */
  testApi: boolean;
}

export const DEFAULT_TOKEN_TTL_DAYS = 30;

export const DEFAULT_SMS_CAPS: SmsCaps = {
  perDeviceHour: 5,
  perDeviceDay: 10,
  perIpHour: 20,
  perIpDay: 100,
  globalDay: 5000,
};

export function defaultSettings(): ServerSettings {
  return { tokenTtlMs: DEFAULT_TOKEN_TTL_DAYS * DAY, sms: { ...DEFAULT_SMS_CAPS }, devOutbox: false, testApi: false };
}
