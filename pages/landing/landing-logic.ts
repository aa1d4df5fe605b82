/**
 * The landing's pure rules: hash routes (`#/agreementTemplate`, `#/downloadTemplate`, spec §2), the query
 * it reads (from the search and from inside the hash, as hash-router links carry it), and the form
 * validation of spec §5 with contract D6's Philippine phone.
 */
import { isValidPhone } from '../../shared/format/digits';
import { t } from '../../shared/i18n/t';

export type LandingRoute = 'register' | 'download';

/** Spec §5 and §8's messages, in the build's language (D27), the spec's lower-case ones capitalised (D35). */
export const MSG = {
  phone: t('Enter the phone correctly'),
  captcha: t('Enter the picture captcha correctly'),
  sms: t('Enter the SMS code correctly'),
  repeat: t('Do not send the code repeatedly'),
  sent: t('Code sent, please check your phone'),
  registered: t('You are registered, please download the app and log in'),
  success: t('Registration successful'),
} as const;

export const QUERY_KEYS = [
  'id',
  'user_from',
  'app_from',
  'utm_tag',
  'invite_code',
  'links_id',
  'down_id',
  'UC',
] as const;
export type LandingQuery = Record<(typeof QUERY_KEYS)[number], string>;

/** @example parseHash('#/downloadTemplate?id=1') // { route: 'download', query: 'id=1' } */
export function parseHash(hash: string): { route: LandingRoute; query: string } {
  const body = hash.replace(/^#/, '');
  const q = body.indexOf('?');
  const path = q >= 0 ? body.slice(0, q) : body;
  return {
    route: path.replace(/^\/+/, '') === 'downloadTemplate' ? 'download' : 'register',
    query: q >= 0 ? body.slice(q + 1) : '',
  };
}

/** The download page's hash, keeping the query that rode in the hash (the search stays as it is). */
export function downloadHash(hash: string): string {
  const { query } = parseHash(hash);
  return `#/downloadTemplate${query ? `?${query}` : ''}`;
}

/** The landing keys from the search and the hash (the hash wins), '' when absent. */
export function landingQuery(search: string, hash: string): LandingQuery {
  const out = Object.fromEntries(QUERY_KEYS.map((k) => [k, ''])) as LandingQuery;
  for (const source of [search, parseHash(hash).query]) {
    for (const [key, value] of new URLSearchParams(source)) {
      if ((QUERY_KEYS as readonly string[]).includes(key) && value) out[key as keyof LandingQuery] = value;
    }
  }
  return out;
}

export interface LandingForm {
  phone: string;
  capcode: string;
  smsCode: string;
}

export type FieldName = keyof LandingForm;

/** The first field that is wrong and its message, for sending the SMS (phone, captcha). */
export function smsError(form: LandingForm): [FieldName, string] | null {
  if (!isValidPhone(form.phone)) return ['phone', MSG.phone];
  if (!/^[A-Za-z0-9]{1,4}$/.test(form.capcode.trim())) return ['capcode', MSG.captcha];
  return null;
}

/** The first field that is wrong and its message, for registering (phone, captcha, SMS code). */
export function registerError(form: LandingForm): [FieldName, string] | null {
  return smsError(form) ?? (/^\d{1,6}$/.test(form.smsCode.trim()) ? null : ['smsCode', MSG.sms]);
}

/** Spec §7 `client_type`. */
export function clientType(ua: string): 'ios' | 'android' {
  return /android/i.test(ua) ? 'android' : 'ios';
}
