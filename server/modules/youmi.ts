/**
 * The promotion landing's backend under `/api/v2/youmi` (spec §7, §8; contract §2): channel templates,
 * picture captchas (a sid; each image draws a new 4-character code whose answer stays on the server),
 * SMS codes (generated and stored, at most one per phone per 60 s; nothing is really sent: in
 * development `GET /dev/outbox` lists them), registration, and the visit / click events.
 *
 * A captcha answer is checked by get-sms and again by register (the form sends the same one); a wrong
 * answer voids it, and a successful registration uses it up: either way only a new image (a refresh)
 * gives a code that can pass again.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  channelTemplate,
  GET_CAPTCHA_PATH,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '../../shared/api/contract/youmi';
import type { Input } from '../http';
import { ApiError, ok, route } from '../http';
import type { ServerModule } from '../module';

export const SMS_INTERVAL_MS = 60_000;
const SMS_TTL_MS = 10 * 60_000;
const SMS_MAX_ATTEMPTS = 5;
const CAPTCHA_TTL_MS = 10 * 60_000;
/** No 0/O, 1/I/L: a captcha is a test of reading, not of guessing look-alikes. */
const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const PHONE = /^09\d{9}$/;

/** '+63 917 123 4567' → '09171234567' (contract D6), or '' when it is not a Philippine mobile. */
export function localPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('63')) digits = digits.slice(2).startsWith('0') ? digits.slice(2) : `0${digits.slice(2)}`;
  return PHONE.test(digits) ? digits : '';
}

export function captchaCode(): string {
  return Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** An SVG of the code: each character slightly turned, over noise lines and dots. */
export function captchaSvg(code: string): string {
  const w = 120;
  const h = 44;
  const noise: string[] = [];
  for (let i = 0; i < 5; i++) {
    noise.push(
      `<line x1="${randomInt(w)}" y1="${randomInt(h)}" x2="${randomInt(w)}" y2="${randomInt(h)}" stroke="hsl(${randomInt(360)},45%,55%)" stroke-width="1.4"/>`,
    );
  }
  for (let i = 0; i < 24; i++) noise.push(`<circle cx="${randomInt(w)}" cy="${randomInt(h)}" r="1" fill="hsl(${randomInt(360)},40%,50%)"/>`);
  const chars = [...code].map((ch, i) => {
    const x = 16 + i * 26;
    const y = 31 + randomInt(-3, 4);
    return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-18, 19)} ${x} ${y})" font-family="Verdana,Arial,sans-serif" font-size="26" font-weight="700" fill="hsl(${randomInt(200, 300)},55%,30%)">${ch}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#f2effb"/>${noise.join('')}${chars.join('')}</svg>`;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

interface CaptchaRow {
  sid: string;
  answer: string | null;
  updated_at: number;
}

function landingFields(input: Input) {
  const phone = localPhone(input.required('phone', { label: 'Phone', max: 20 }));
  if (!phone) throw new ApiError(400, 'enter the phone correctly');
  return {
    phone,
    capcode: input.required('capcode', { label: 'Picture captcha', max: 4 }).toUpperCase(),
    sid: input.required('sid', { label: 'sid', max: 64 }),
    meta: {
      deviceId: input.optional('deviceId', { max: 64 }),
      appName: input.optional('appName', { max: 40 }),
      app_from: input.optional('app_from', { max: 40 }),
      user_from: input.optional('user_from', { max: 40 }),
      utm_tag: input.optional('utm_tag', { max: 80 }),
    },
  };
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
  ],
  seedBorrower() {
    const query = { id: '1', user_from: 'facebook', app_from: 'pesobridge', utm_tag: 'spring-promo', links_id: '7' };
    return [
      { key: 'landing-register', title: 'Registration landing (template 1)', entry: 'landing', query },
      { key: 'landing-config-download', title: 'Registration landing, template without a download link (template 2)', entry: 'landing', query: { ...query, id: '2' } },
      { key: 'landing-ended', title: 'Registration landing, promotion ended (template 3)', entry: 'landing', query: { ...query, id: '3' } },
    ];
  },
  routes(app, { db }) {
    route(app, db, channelTemplate, { auth: false }, ({ input }) => {
      const id = input.int('templateId', { label: 'templateId', min: 1 });
      const row = db.prepare('SELECT id, title, subtitle, download_url, enabled FROM landing_templates WHERE id = ?').get(id) as
        | { id: number; title: string; subtitle: string; download_url: string; enabled: number }
        | undefined;
      if (!row) throw new ApiError('01', 'This promotion does not exist.');
      if (!row.enabled) throw new ApiError('02', 'This promotion has ended.');
      return ok({ id: row.id, title: row.title, subtitle: row.subtitle, downloadUrl: row.download_url }, 'success', '00');
    });

    const track = (kind: 'visit' | 'click') => ({ input }: { input: Input }) => {
      const params = {
        user_from: input.optional('user_from', { max: 40 }),
        client_type: input.optional('client_type', { max: 10 }),
        page_type: input.optional('page_type', { max: 4 }),
        utm_tag: input.optional('utm_tag', { max: 80 }),
        app_from: input.optional('app_from', { max: 40 }),
      };
      db.prepare("INSERT INTO landing_events (kind, page_id, phone, params, created_at) VALUES (?, ?, ?, ?, datetime('now'))").run(
        kind,
        input.optional('page_id', { max: 40 }),
        localPhone(input.optional('phone', { max: 20 })),
        JSON.stringify(params),
      );
      return ok(null);
    };
    route(app, db, trackVisit, { auth: false }, track('visit'));
    route(app, db, trackClick, { auth: false }, track('click'));

    route(app, db, getSid, { auth: false }, () => {
      const sid = randomBytes(16).toString('hex');
      db.prepare('INSERT INTO landing_captchas (sid, answer, updated_at) VALUES (?, NULL, ?)').run(sid, Date.now());
      db.prepare('DELETE FROM landing_captchas WHERE updated_at < ?').run(Date.now() - 24 * 3600_000);
      return ok({ sid }, 'success', '0');
    });

    // An image, not an envelope: a new code for the sid on every fetch (the refresh adds a new `t`).
    app.get(GET_CAPTCHA_PATH, (c) => {
      const sid = c.req.query('sid') ?? '';
      const row = db.prepare('SELECT sid FROM landing_captchas WHERE sid = ?').get(sid);
      if (!row) return c.text('Unknown sid', 404);
      const code = captchaCode();
      db.prepare('UPDATE landing_captchas SET answer = ?, updated_at = ? WHERE sid = ?').run(code, Date.now(), sid);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'image/svg+xml');
      return c.body(captchaSvg(code));
    });

    const captchaOf = (sid: string) => db.prepare('SELECT sid, answer, updated_at FROM landing_captchas WHERE sid = ?').get(sid) as CaptchaRow | undefined;
    const voidCaptcha = (sid: string) => db.prepare('UPDATE landing_captchas SET answer = NULL WHERE sid = ?').run(sid);
    const isRegistered = (phone: string) => Boolean(db.prepare('SELECT 1 FROM landing_users WHERE phone = ?').get(phone));

    route(app, db, getSms, { auth: false }, ({ input }) => {
      const { phone, capcode, sid } = landingFields(input);
      const captcha = captchaOf(sid);
      if (!captcha?.answer || captcha.answer !== capcode || Date.now() - captcha.updated_at > CAPTCHA_TTL_MS) {
        if (captcha) voidCaptcha(sid);
        throw new ApiError(101, 'The picture captcha is wrong. Please enter the new one.');
      }
      if (isRegistered(phone)) throw new ApiError(11, 'This number is already registered.');
      const last = db.prepare('SELECT sent_at FROM landing_sms WHERE phone = ? ORDER BY sent_at DESC LIMIT 1').get(phone) as { sent_at: number } | undefined;
      const wait = last ? SMS_INTERVAL_MS - (Date.now() - last.sent_at) : 0;
      if (wait > 0) throw new ApiError(12, `Please wait ${Math.ceil(wait / 1000)} seconds before asking for another code.`);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      db.prepare('INSERT INTO landing_sms (phone, code, sent_at) VALUES (?, ?, ?)').run(phone, code, Date.now());
      return ok(null, 'code sent, please check your phone');
    });

    route(app, db, register, { auth: false }, ({ input }) => {
      const { phone, capcode, sid, meta } = landingFields(input);
      const smsCode = input.required('smsCode', { label: 'SMS code', max: 6 });
      const captcha = captchaOf(sid);
      if (!captcha?.answer || captcha.answer !== capcode || Date.now() - captcha.updated_at > CAPTCHA_TTL_MS) {
        if (captcha) voidCaptcha(sid);
        throw new ApiError(-1, 'The picture captcha is wrong or has expired. Please enter the new one.');
      }
      if (isRegistered(phone)) throw new ApiError(11, 'This number is already registered.');
      const sms = db.prepare('SELECT id, code, sent_at, used, attempts FROM landing_sms WHERE phone = ? ORDER BY sent_at DESC LIMIT 1').get(phone) as
        | { id: number; code: string; sent_at: number; used: number; attempts: number }
        | undefined;
      if (!sms || sms.used || sms.attempts >= SMS_MAX_ATTEMPTS || sms.code !== smsCode || Date.now() - sms.sent_at > SMS_TTL_MS) {
        // A 6-digit code must not be guessable by retrying: a few wrong tries and it is spent.
        if (sms) db.prepare('UPDATE landing_sms SET attempts = attempts + 1 WHERE id = ?').run(sms.id);
        throw new ApiError(13, 'The SMS code is wrong or has expired.');
      }
      const userId = db.transaction(() => {
        db.prepare('UPDATE landing_sms SET used = 1 WHERE id = ?').run(sms.id);
        voidCaptcha(sid);
        const info = db
          .prepare("INSERT INTO landing_users (phone, template_id, invite_code, meta, created_at) VALUES (?, ?, ?, ?, datetime('now'))")
          .run(phone, input.optional('id', { max: 20 }), input.optional('invite_code', { max: 40 }), JSON.stringify(meta));
        return Number(info.lastInsertRowid);
      })();
      return ok({ userId }, 'registration successful');
    });

    // Development only: the SMS codes "sent" (nothing leaves the server), newest first.
    if (process.env.NODE_ENV !== 'production') {
      app.get('/dev/outbox', (c) => {
        const rows = db.prepare('SELECT phone, code, sent_at FROM landing_sms ORDER BY id DESC LIMIT 50').all() as { phone: string; code: string; sent_at: number }[];
        const items = rows
          .map((r) => `<tr><td class="phone">${esc(r.phone)}</td><td class="code">${esc(r.code)}</td><td>${esc(new Date(r.sent_at).toISOString())}</td></tr>`)
          .join('');
        return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SMS outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:16px;color:#1f1a2e}td,th{padding:4px 8px;text-align:left}</style></head>
<body><h1>SMS outbox (development)</h1><p>Codes the landing page asked for. Nothing is really sent.</p>
<table><thead><tr><th>Phone</th><th>Code</th><th>Sent</th></tr></thead><tbody>${items}</tbody></table></body></html>`);
      });
    }
  },
};
