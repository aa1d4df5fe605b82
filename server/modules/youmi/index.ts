/**
 * The promotion landing's backend under `/api/v2/youmi` (spec §7, §8; contract §2): channel templates,
 * picture captchas (a sid; each image draws a new 4-character code whose answer stays on the server,
 * drawn as paths in `captcha.ts`), SMS codes (generated and stored; nothing is really sent:
 * the development routes list them at `GET /dev/outbox`: server/dev), registration, and the visit / click
 * events.
 *
 * A captcha is one try for one phone (ADR 0054): the first get-sms or register that uses it binds it to
 * the phone it names, whatever the answer, and it answers no other phone again (one solved captcha used
 * to send codes to 10 numbers, then to tell which of any number of phones were registered). The same
 * phone goes on with it (the form sends it with register too) for `CAPTCHA_MAX_TRIES` calls. A wrong
 * answer voids it, and so does a registration: only a new image (a refresh) gives one that can pass again.
 * Tries are counted per client address too (settings.sms.triesPerIpHour). Until a phone's SMS code is
 * verified, a registered phone is answered exactly as any other (get-sms sends it a code); register with
 * the right code says it is registered (code 11, spec §8).
 *
 * SMS codes cost money and reach real phones, so they are capped: one per phone per 60 s, and per
 * device (`deviceId`), per client address, per hour and per day, and a daily budget for the whole
 * landing (settings.sms). A capped request sends nothing and says why (code 12, like the 60 s wait).
 * Requests without a `deviceId` share one device bucket: leaving it out buys a bot nothing.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  channelTemplate,
  GET_CAPTCHA_PATH,
  getSid,
  LANDING_CODE,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '../../../shared/api/contract/youmi';
import type { getSmsSends, trackVisitSends } from '../../../shared/api/contract/youmi';
import { localPhone } from '../../format';
import { ApiError, clientIp, ok, route } from '../../http';
import type { Env, Parsed } from '../../http';
import type { Context } from 'hono';
import type { Db } from '../../db';
import type { ServerModule } from '../../module';
import { DAY, HOUR, MINUTE } from '../../time';
import { captchaCode, captchaSvg } from './captcha';

export { captchaCode, captchaSvg } from './captcha';
export { localPhone } from '../../format';

export const SMS_INTERVAL_MS = MINUTE;
const SMS_TTL_MS = 10 * MINUTE;
const SMS_MAX_ATTEMPTS = 5;
const CAPTCHA_TTL_MS = 10 * MINUTE;
/** get-sms and register calls one captcha takes (its phone's codes, a resend, a mistyped code or two). */
export const CAPTCHA_MAX_TRIES = 5;

/** get-sms answers this code for every limit on sending (the 60 s wait and the caps). */
export const SMS_LIMIT_CODE = 12;
export const CAPTCHA_WRONG_MESSAGE = 'The picture captcha is wrong. Please enter the new one.';
export const CAPTCHA_OTHER_PHONE_MESSAGE =
  'This picture captcha was used for another number. Please enter the new one.';
export const DEVICE_CAP_MESSAGE = 'Too many codes were sent to this device. Please try again later.';
export const IP_CAP_MESSAGE = 'Too many codes were sent from your network. Please try again later.';
export const BUDGET_MESSAGE = 'We cannot send more codes today. Please try again tomorrow.';
export const CAPTCHA_SPENT_MESSAGE = 'This picture captcha has been used up. Please enter the new one.';
export const TRIES_CAP_MESSAGE = 'Too many tries from your network. Please try again later.';
export const REGISTERED_MESSAGE = 'This number is already registered.';

interface CaptchaRow {
  sid: string;
  answer: string | null;
  updated_at: number;
  /** The phone the first get-sms or register that used this captcha named (null until then). */
  phone: string | null;
  /** The get-sms and register calls that used it. */
  tries: number;
}

function landingFields(input: Parsed<typeof getSmsSends>) {
  const phone = localPhone(input.phone);
  if (!phone) throw new ApiError(400, 'enter the phone correctly');
  const { deviceId, appName, app_from, user_from, utm_tag } = input;
  return {
    phone,
    capcode: input.capcode.toUpperCase(),
    sid: input.sid,
    meta: { deviceId, appName, app_from, user_from, utm_tag },
  };
}

/** A code the landing "sent" (nothing leaves the server): what `/dev/outbox` lists (server/dev). */
export interface SentCode {
  phone: string;
  code: string;
  sent_at: number;
}

/** The latest codes "sent", newest first. */
export function sentCodes(db: Db, limit = 50): SentCode[] {
  return db.prepare('SELECT phone, code, sent_at FROM landing_sms ORDER BY id DESC LIMIT ?').all(limit) as SentCode[];
}

/** The answer of a sid's latest captcha picture (tests only: `/_test/captcha`, server/dev), or null. */
export function captchaAnswer(db: Db, sid: string): string | null {
  const row = db.prepare('SELECT answer FROM landing_captchas WHERE sid = ?').get(sid) as
    { answer: string | null } | undefined;
  return row?.answer ?? null;
}

export const youmiModule: ServerModule = {
  name: 'youmi',
  migrations: [
    `CREATE TABLE landing_templates (
       id INTEGER PRIMARY KEY,
       title TEXT NOT NULL,
       subtitle TEXT NOT NULL,
       download_url TEXT NOT NULL,
       enabled INTEGER NOT NULL DEFAULT 1
     );
     CREATE TABLE landing_captchas (
       sid TEXT PRIMARY KEY,
       answer TEXT,
       updated_at INTEGER NOT NULL
     );
     CREATE TABLE landing_sms (
       id INTEGER PRIMARY KEY,
       phone TEXT NOT NULL,
       code TEXT NOT NULL,
       sent_at INTEGER NOT NULL,
       used INTEGER NOT NULL DEFAULT 0,
       attempts INTEGER NOT NULL DEFAULT 0
     );
     CREATE INDEX landing_sms_phone ON landing_sms (phone, sent_at);
     CREATE TABLE landing_users (
       id INTEGER PRIMARY KEY,
       phone TEXT NOT NULL UNIQUE,
       template_id TEXT NOT NULL,
       invite_code TEXT NOT NULL,
       meta TEXT NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE TABLE landing_events (
       id INTEGER PRIMARY KEY,
       kind TEXT NOT NULL,
       page_id TEXT NOT NULL,
       phone TEXT NOT NULL,
       params TEXT NOT NULL,
       created_at TEXT NOT NULL
     );`,
    // The templates as a migration, not a seed: a database created before this module gets them too.
    `INSERT INTO landing_templates (id, title, subtitle, download_url, enabled) VALUES
       (1, 'Cash up to ₱20,000 in minutes', 'Register with your mobile number to get started.', 'https://apps.apple.com/ph/app/pesobridge/id0000000000', 1),
       (2, 'Your first loan, fast and clear', 'No collateral. A decision within 1 day.', '', 1),
       (3, 'This promotion has ended', '', '', 0);`,
    // A captcha's phone, and who asked for each code: the caps count by device, address and day.
    `ALTER TABLE landing_captchas ADD COLUMN phone TEXT;
     ALTER TABLE landing_sms ADD COLUMN device_id TEXT NOT NULL DEFAULT '';
     ALTER TABLE landing_sms ADD COLUMN ip TEXT NOT NULL DEFAULT '';
     CREATE INDEX landing_sms_device ON landing_sms (device_id, sent_at);
     CREATE INDEX landing_sms_ip ON landing_sms (ip, sent_at);
     CREATE INDEX landing_sms_sent ON landing_sms (sent_at);`,
    // The demo headline promised more than the lender's terms (a decision within 1 day, funds in 1 to 3
    // days, contract D30): a headline of the demo lender's that stays within them.
    `UPDATE landing_templates SET title = 'Cash loans with a decision within 1 day'
       WHERE id = 1 AND title = 'Cash up to ₱20,000 in minutes';`,
    // Each captcha's tries, and every try of the landing's form by client address (ADR 0054).
    `ALTER TABLE landing_captchas ADD COLUMN tries INTEGER NOT NULL DEFAULT 0;
     CREATE TABLE landing_tries (
       id INTEGER PRIMARY KEY,
       ip TEXT NOT NULL,
       tried_at INTEGER NOT NULL
     );
     CREATE INDEX landing_tries_ip ON landing_tries (ip, tried_at);`,
  ],
  seedBorrower() {
    const query = { id: '1', user_from: 'facebook', app_from: 'pesobridge', utm_tag: 'spring-promo', links_id: '7' };
    return [
      { key: 'landing-register', title: 'Registration landing (template 1)', entry: 'landing', query },
      {
        key: 'landing-config-download',
        title: 'Registration landing, template without a download link (template 2)',
        entry: 'landing',
        query: { ...query, id: '2' },
      },
      {
        key: 'landing-ended',
        title: 'Registration landing, promotion ended (template 3)',
        entry: 'landing',
        query: { ...query, id: '3' },
      },
    ];
  },
  routes(app, { db, settings }) {
    route(app, db, channelTemplate, { auth: false }, ({ input }) => {
      const id = input.templateId;
      const row = db
        .prepare('SELECT id, title, subtitle, download_url, enabled FROM landing_templates WHERE id = ?')
        .get(id) as { id: number; title: string; subtitle: string; download_url: string; enabled: number } | undefined;
      if (!row) throw new ApiError('01', 'This promotion does not exist.');
      if (!row.enabled) throw new ApiError('02', 'This promotion has ended.');
      return ok(
        { id: row.id, title: row.title, subtitle: row.subtitle, downloadUrl: row.download_url },
        'success',
        '00',
      );
    });

    const track =
      (kind: 'visit' | 'click') =>
      ({ input }: { input: Parsed<typeof trackVisitSends> }) => {
        const { user_from, client_type, utm_tag, app_from } = input;
        const params = { user_from, client_type, page_type: String(input.page_type ?? ''), utm_tag, app_from };
        db.prepare(
          "INSERT INTO landing_events (kind, page_id, phone, params, created_at) VALUES (?, ?, ?, ?, datetime('now'))",
        ).run(kind, input.page_id, localPhone(input.phone), JSON.stringify(params));
        return ok(null);
      };
    route(app, db, trackVisit, { auth: false }, track('visit'));
    route(app, db, trackClick, { auth: false }, track('click'));

    route(app, db, getSid, { auth: false }, () => {
      const sid = randomBytes(16).toString('hex');
      db.prepare('INSERT INTO landing_captchas (sid, answer, updated_at) VALUES (?, NULL, ?)').run(sid, Date.now());
      db.prepare('DELETE FROM landing_captchas WHERE updated_at < ?').run(Date.now() - DAY);
      return ok({ sid }, 'success', '0');
    });

    // An image, not an envelope: a new code for the sid on every fetch (the refresh adds a new `t`).
    app.get(GET_CAPTCHA_PATH, (c) => {
      const sid = c.req.query('sid') ?? '';
      const row = db.prepare('SELECT sid FROM landing_captchas WHERE sid = ?').get(sid);
      if (!row) return c.text('Unknown sid', 404);
      const code = captchaCode();
      // A new picture is a new captcha: free for the next phone it is used for.
      db.prepare('UPDATE landing_captchas SET answer = ?, updated_at = ?, phone = NULL, tries = 0 WHERE sid = ?').run(
        code,
        Date.now(),
        sid,
      );
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'image/svg+xml');
      return c.body(captchaSvg(code));
    });

    const captchaOf = (sid: string) =>
      db.prepare('SELECT sid, answer, updated_at, phone, tries FROM landing_captchas WHERE sid = ?').get(sid) as
        CaptchaRow | undefined;
    const solved = (captcha: CaptchaRow | undefined, capcode: string): captcha is CaptchaRow =>
      Boolean(captcha?.answer) && captcha!.answer === capcode && Date.now() - captcha!.updated_at <= CAPTCHA_TTL_MS;
    const sentSince = (column: 'device_id' | 'ip' | null, value: string, since: number) =>
      (column
        ? (db
            .prepare(`SELECT COUNT(*) AS n FROM landing_sms WHERE ${column} = ? AND sent_at > ?`)
            .get(value, since) as { n: number })
        : (db.prepare('SELECT COUNT(*) AS n FROM landing_sms WHERE sent_at > ?').get(since) as { n: number })
      ).n;
    const voidCaptcha = (sid: string) => db.prepare('UPDATE landing_captchas SET answer = NULL WHERE sid = ?').run(sid);
    const isRegistered = (phone: string) =>
      Boolean(db.prepare('SELECT 1 FROM landing_users WHERE phone = ?').get(phone));

    /**
     * One try of the form (get-sms or register), before it says anything of the phone: counted for the
     * client address (over its cap: refused, the captcha untouched, code 12); the captcha must be solved,
     * then it is bound to this phone and the try counted on it, whatever the answer that follows. Throws
     * the call's captcha code (`captchaWrong`) for a wrong, spent or other phone's captcha, and voids it.
     */
    const tryCaptcha = (c: Context<Env>, sid: string, capcode: string, phone: string, captchaWrong: number) => {
      const ip = clientIp(c);
      const now = Date.now();
      const tries = db.transaction(() => {
        db.prepare('DELETE FROM landing_tries WHERE tried_at < ?').run(now - HOUR);
        db.prepare('INSERT INTO landing_tries (ip, tried_at) VALUES (?, ?)').run(ip, now);
        return (db.prepare('SELECT COUNT(*) AS n FROM landing_tries WHERE ip = ?').get(ip) as { n: number }).n;
      })();
      if (tries > settings.sms.triesPerIpHour) throw new ApiError(SMS_LIMIT_CODE, TRIES_CAP_MESSAGE);
      const captcha = captchaOf(sid);
      if (!solved(captcha, capcode)) {
        if (captcha) voidCaptcha(sid);
        throw new ApiError(captchaWrong, CAPTCHA_WRONG_MESSAGE);
      }
      if (captcha.phone !== null && captcha.phone !== phone) {
        voidCaptcha(sid);
        throw new ApiError(captchaWrong, CAPTCHA_OTHER_PHONE_MESSAGE);
      }
      if (captcha.tries >= CAPTCHA_MAX_TRIES) {
        voidCaptcha(sid);
        throw new ApiError(captchaWrong, CAPTCHA_SPENT_MESSAGE);
      }
      db.prepare('UPDATE landing_captchas SET phone = ?, tries = tries + 1 WHERE sid = ?').run(phone, sid);
    };

    route(app, db, getSms, { auth: false }, ({ input, c }) => {
      const { phone, capcode, sid, meta } = landingFields(input);
      tryCaptcha(c, sid, capcode, phone, LANDING_CODE.captchaWrong);
      // A registered phone gets a code as any other (its owner is told at register): the answer says
      // nothing of who is registered to whoever does not hold the phone.
      const now = Date.now();
      // A code verified ends its wait: the phone's owner may ask for the next one at once.
      const last = db
        .prepare('SELECT sent_at FROM landing_sms WHERE phone = ? AND used = 0 ORDER BY sent_at DESC LIMIT 1')
        .get(phone) as { sent_at: number } | undefined;
      const wait = last ? SMS_INTERVAL_MS - (now - last.sent_at) : 0;
      if (wait > 0)
        throw new ApiError(
          SMS_LIMIT_CODE,
          `Please wait ${Math.ceil(wait / 1000)} seconds before asking for another code.`,
        );
      const ip = clientIp(c);
      const caps = settings.sms;
      if (
        sentSince('device_id', meta.deviceId, now - HOUR) >= caps.perDeviceHour ||
        sentSince('device_id', meta.deviceId, now - DAY) >= caps.perDeviceDay
      ) {
        throw new ApiError(SMS_LIMIT_CODE, DEVICE_CAP_MESSAGE);
      }
      if (sentSince('ip', ip, now - HOUR) >= caps.perIpHour || sentSince('ip', ip, now - DAY) >= caps.perIpDay)
        throw new ApiError(SMS_LIMIT_CODE, IP_CAP_MESSAGE);
      if (sentSince(null, '', now - DAY) >= caps.globalDay) throw new ApiError(SMS_LIMIT_CODE, BUDGET_MESSAGE);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      db.prepare('INSERT INTO landing_sms (phone, code, sent_at, device_id, ip) VALUES (?, ?, ?, ?, ?)').run(
        phone,
        code,
        now,
        meta.deviceId,
        ip,
      );
      return ok(null, 'code sent, please check your phone');
    });

    route(app, db, register, { auth: false }, ({ input, c }) => {
      const { phone, capcode, sid, meta } = landingFields(input);
      const { smsCode } = input;
      tryCaptcha(c, sid, capcode, phone, LANDING_CODE.registerCaptchaWrong);
      const sms = db
        .prepare(
          'SELECT id, code, sent_at, used, attempts FROM landing_sms WHERE phone = ? ORDER BY sent_at DESC, id DESC LIMIT 1',
        )
        .get(phone) as { id: number; code: string; sent_at: number; used: number; attempts: number } | undefined;
      if (
        !sms ||
        sms.used ||
        sms.attempts >= SMS_MAX_ATTEMPTS ||
        sms.code !== smsCode ||
        Date.now() - sms.sent_at > SMS_TTL_MS
      ) {
        // A 6-digit code must not be guessable by retrying: a few wrong tries and it is spent.
        if (sms) db.prepare('UPDATE landing_sms SET attempts = attempts + 1 WHERE id = ?').run(sms.id);
        throw new ApiError(13, 'The SMS code is wrong or has expired.');
      }
      // The code is verified: whoever sent it holds the phone, and may be told it is registered.
      const userId = db.transaction(() => {
        db.prepare('UPDATE landing_sms SET used = 1 WHERE id = ?').run(sms.id);
        voidCaptcha(sid);
        if (isRegistered(phone)) return null;
        const info = db
          .prepare(
            "INSERT INTO landing_users (phone, template_id, invite_code, meta, created_at) VALUES (?, ?, ?, ?, datetime('now'))",
          )
          .run(phone, input.id === undefined ? '' : String(input.id), input.invite_code, JSON.stringify(meta));
        return Number(info.lastInsertRowid);
      })();
      if (userId === null) throw new ApiError(LANDING_CODE.registered, REGISTERED_MESSAGE);
      return ok({ userId }, 'registration successful');
    });
  },
};
