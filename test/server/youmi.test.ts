// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { DEFAULT_SMS_CAPS } from '../../server/settings';
import {
  BUDGET_MESSAGE,
  CAPTCHA_MAX_TRIES,
  CAPTCHA_OTHER_PHONE_MESSAGE,
  CAPTCHA_SPENT_MESSAGE,
  REGISTERED_MESSAGE,
  TRIES_CAP_MESSAGE,
  captchaSvg,
  DEVICE_CAP_MESSAGE,
  IP_CAP_MESSAGE,
  localPhone,
  SMS_LIMIT_CODE,
} from '../../server/modules/youmi';
import { CAPTCHA_ALPHABET, NOISE_STROKES } from '../../server/modules/youmi/captcha';

let server: ServerApp;

beforeEach(() => {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
});
afterEach(() => {
  vi.useRealTimers();
  server.close();
});

const BASE = '/api/v2/youmi';

function form(fields: Record<string, string>) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

async function json(path: string, init?: RequestInit) {
  return (await (await server.app.request(path, init)).json()) as { code: number | string; message: string; data: any };
}

/** A sid and the answer its image shows (from the test-only endpoint: the picture carries no text). */
async function captcha(): Promise<{ sid: string; answer: string; svg: string }> {
  const { data } = await json(`${BASE}/promotion/get-sid`);
  const svg = await (await server.app.request(`${BASE}/promotion/get-captcha?sid=${data.sid}&t=1`)).text();
  const { answer } = (await (await server.app.request(`/_test/captcha?sid=${data.sid}`)).json()) as { answer: string };
  return { sid: data.sid, answer, svg };
}

/** get-sms as sent from one client address (the socket's, as @hono/node-server passes it). */
async function getSmsFrom(ip: string, fields: Record<string, string>) {
  const res = await server.app.request(`${BASE}/promotion/get-sms`, form(fields), {
    incoming: { socket: { remoteAddress: ip } },
  });
  return (await res.json()) as { code: number | string; message: string; data: any };
}

function outboxCode(phone: string): string {
  return (
    server.db.prepare('SELECT code FROM landing_sms WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as {
      code: string;
    }
  ).code;
}

const common = {
  deviceId: 'd1',
  appName: 'PesoBridge',
  app_from: 'pesobridge',
  user_from: 'facebook',
  utm_tag: 'promo',
};

describe('youmi module (landing)', () => {
  it('channel-template answers code 00 with the template; an ended one answers its message', async () => {
    expect(await json(`${BASE}/channel/channel-template?templateId=1`)).toMatchObject({
      code: '00',
      data: { id: 1, title: expect.any(String), downloadUrl: expect.stringMatching(/^https:/) },
    });
    expect(await json(`${BASE}/channel/channel-template?templateId=3`)).toMatchObject({
      code: '02',
      message: 'This promotion has ended.',
    });
    expect(await json(`${BASE}/channel/channel-template?templateId=99`)).toMatchObject({ code: '01' });
  });

  it("get-sid answers code '0' and a sid; the captcha is an SVG of 4 characters, new on every fetch", async () => {
    const sid = await json(`${BASE}/promotion/get-sid`);
    expect(sid).toMatchObject({ code: '0', data: { sid: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    const res = await server.app.request(`${BASE}/promotion/get-captcha?sid=${sid.data.sid}&t=1`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const first = (
      server.db.prepare('SELECT answer FROM landing_captchas WHERE sid = ?').get(sid.data.sid) as { answer: string }
    ).answer;
    expect(first).toMatch(/^[A-Z2-9]{4}$/);
    expect(await res.text()).toContain('<svg');
    await server.app.request(`${BASE}/promotion/get-captcha?sid=${sid.data.sid}&t=2`);
    expect(server.db.prepare('SELECT answer FROM landing_captchas WHERE sid = ?').get(sid.data.sid)).not.toEqual({
      answer: first,
    });
    expect((await server.app.request(`${BASE}/promotion/get-captcha?sid=nope&t=1`)).status).toBe(404);
  });

  it('the full round trip: get-sms (0) stores a code, register (0) with it creates the user', async () => {
    const { sid, answer } = await captcha();
    const phone = '+63 917 555 0101';
    expect(
      await json(`${BASE}/promotion/get-sms`, form({ phone, capcode: answer.toLowerCase(), sid, ...common })),
    ).toMatchObject({ code: 0 });
    const smsCode = outboxCode('09175550101');
    expect(smsCode).toMatch(/^\d{6}$/);
    const res = await json(
      `${BASE}/promotion/register`,
      form({
        phone,
        capcode: answer,
        sid,
        smsCode,
        userName: phone,
        merchantNumber: '0',
        invite_code: 'INV',
        id: '1',
        ...common,
      }),
    );
    expect(res).toMatchObject({ code: 0, data: { userId: expect.any(Number) } });
    expect(server.db.prepare('SELECT phone, template_id FROM landing_users').get()).toEqual({
      phone: '09175550101',
      template_id: '1',
    });
    const outbox = await (await server.app.request('/dev/outbox')).text();
    expect(outbox).toContain('09175550101');
    expect(outbox).toContain(smsCode);
  });

  it('get-sms: a wrong captcha answers 101 and voids it, so even the right answer fails until a new image', async () => {
    const { sid, answer } = await captcha();
    expect(
      await json(`${BASE}/promotion/get-sms`, form({ phone: '09175550102', capcode: 'ZZZZ', sid, ...common })),
    ).toMatchObject({ code: 101 });
    expect(
      await json(`${BASE}/promotion/get-sms`, form({ phone: '09175550102', capcode: answer, sid, ...common })),
    ).toMatchObject({ code: 101 });
  });

  it('get-sms: at most one code per phone per 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { sid, answer } = await captcha();
    const fields = form({ phone: '09175550103', capcode: answer, sid, ...common });
    expect(await json(`${BASE}/promotion/get-sms`, fields)).toMatchObject({ code: 0 });
    const again = await json(
      `${BASE}/promotion/get-sms`,
      form({ phone: '09175550103', capcode: answer, sid, ...common }),
    );
    expect(again.code).toBe(12);
    expect(again.message).toMatch(/wait 60 seconds/);
    vi.setSystemTime(Date.now() + 61_000);
    const next = await captcha();
    expect(
      await json(
        `${BASE}/promotion/get-sms`,
        form({ phone: '09175550103', capcode: next.answer, sid: next.sid, ...common }),
      ),
    ).toMatchObject({ code: 0 });
  });

  // ADR 0054: one solved captcha used to tell which of any number of phones were registered.
  it('a registered phone is answered as any other until its SMS code is verified; then register says 11', async () => {
    server.db
      .prepare(
        "INSERT INTO landing_users (phone, template_id, invite_code, meta, created_at) VALUES ('09175550104', '1', '', '{}', 'now')",
      )
      .run();
    const answers = async (phone: string) => {
      const { sid, answer } = await captcha();
      const sms = await json(`${BASE}/promotion/get-sms`, form({ phone, capcode: answer, sid, ...common }));
      const code = outboxCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const register = await json(
        `${BASE}/promotion/register`,
        form({ phone, capcode: answer, sid, smsCode: wrong, ...common }),
      );
      return { sms, register, sid, answer, code };
    };
    const registered = await answers('09175550104');
    const other = await answers('09175550109');
    expect(registered.sms).toEqual({ code: 0, message: 'code sent, please check your phone', data: null });
    expect(registered.sms).toEqual(other.sms);
    expect(registered.register).toEqual({ code: 13, message: 'The SMS code is wrong or has expired.', data: null });
    expect(registered.register).toEqual(other.register);
    // Whoever typed the code the phone got holds the phone: now it is told (spec §8: the download page).
    const { sid, answer, code } = registered;
    expect(
      await json(
        `${BASE}/promotion/register`,
        form({ phone: '09175550104', capcode: answer, sid, smsCode: code, ...common }),
      ),
    ).toEqual({ code: 11, message: REGISTERED_MESSAGE, data: null });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM landing_users WHERE phone = '09175550104'").get()).toEqual({
      n: 1,
    });
    // Verified, the code ends the phone's 60 s wait: its owner may ask again at once.
    const again = await captcha();
    expect(
      await json(
        `${BASE}/promotion/get-sms`,
        form({ phone: '09175550104', capcode: again.answer, sid: again.sid, ...common }),
      ),
    ).toMatchObject({ code: 0 });
  });

  it('a captcha answers one phone: the first get-sms or register binds it whatever it answers', async () => {
    // A register with a made-up code (13), then the same captcha for another phone: refused and voided.
    const first = await captcha();
    expect(
      await json(
        `${BASE}/promotion/register`,
        form({ phone: '09175550120', capcode: first.answer, sid: first.sid, smsCode: '123456', ...common }),
      ),
    ).toMatchObject({ code: 13 });
    for (const [call, code] of [
      ['register', -1],
      ['get-sms', 101],
    ] as const)
      expect(
        await json(
          `${BASE}/promotion/${call}`,
          form({ phone: '09175550121', capcode: first.answer, sid: first.sid, smsCode: '123456', ...common }),
        ),
        call,
      ).toMatchObject({ code });
    // Voided: not even its own phone goes on with it.
    expect(
      await json(
        `${BASE}/promotion/get-sms`,
        form({ phone: '09175550120', capcode: first.answer, sid: first.sid, ...common }),
      ),
    ).toMatchObject({ code: 101 });
    // A get-sms refused (the phone's 60 s wait) binds it too.
    const next = await captcha();
    await json(
      `${BASE}/promotion/get-sms`,
      form({ phone: '09175550122', capcode: next.answer, sid: next.sid, ...common }),
    );
    const refused = await captcha();
    expect(
      await json(
        `${BASE}/promotion/get-sms`,
        form({ phone: '09175550122', capcode: refused.answer, sid: refused.sid, ...common }),
      ),
    ).toMatchObject({ code: SMS_LIMIT_CODE });
    expect(
      await json(
        `${BASE}/promotion/get-sms`,
        form({ phone: '09175550123', capcode: refused.answer, sid: refused.sid, ...common }),
      ),
    ).toMatchObject({ code: 101, message: CAPTCHA_OTHER_PHONE_MESSAGE });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM landing_sms WHERE phone = '09175550123'").get()).toEqual({
      n: 0,
    });
  });

  it(`a captcha takes ${CAPTCHA_MAX_TRIES} tries of its phone, then is spent`, async () => {
    const { sid, answer } = await captcha();
    const phone = '09175550124';
    await json(`${BASE}/promotion/get-sms`, form({ phone, capcode: answer, sid, ...common }));
    const code = outboxCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < CAPTCHA_MAX_TRIES; i++)
      expect(
        await json(`${BASE}/promotion/register`, form({ phone, capcode: answer, sid, smsCode: wrong, ...common })),
      ).toMatchObject({ code: 13 });
    expect(
      await json(`${BASE}/promotion/register`, form({ phone, capcode: answer, sid, smsCode: code, ...common })),
    ).toEqual({ code: -1, message: CAPTCHA_SPENT_MESSAGE, data: null });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM landing_users').get()).toEqual({ n: 0 });
  });

  it('tries are counted per client address: over the cap, refused before any captcha is read', async () => {
    server.close();
    server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true, smsCaps: { triesPerIpHour: 3 } });
    const from = async (ip: string, call: string, fields: Record<string, string>) =>
      (await (
        await server.app.request(`${BASE}/promotion/${call}`, form(fields), {
          incoming: { socket: { remoteAddress: ip } },
        })
      ).json()) as { code: number };
    for (let i = 0; i < 3; i++) {
      const { sid, answer } = await captcha();
      expect(
        await from('203.0.113.8', i % 2 ? 'register' : 'get-sms', {
          phone: `0917555013${i}`,
          capcode: answer,
          sid,
          smsCode: '123456',
          ...common,
        }),
      ).toMatchObject({ code: i % 2 ? 13 : 0 });
    }
    const { sid, answer } = await captcha();
    const fields = { phone: '09175550139', capcode: answer, sid, smsCode: '123456', ...common };
    expect(await from('203.0.113.8', 'register', fields)).toEqual({
      code: SMS_LIMIT_CODE,
      message: TRIES_CAP_MESSAGE,
      data: null,
    });
    expect(await from('203.0.113.8', 'get-sms', fields)).toMatchObject({ code: SMS_LIMIT_CODE });
    // In the visitor's language too (D33), as every message of the landing.
    expect(await from('203.0.113.8', 'get-sms?lang=fil', fields)).toMatchObject({
      message: 'Sobrang dami nang sinubukan mula sa network mo. Pakisubukan ulit mamaya.',
    });
    // The captcha was not read: it is still good, from another address.
    expect(await from('198.51.100.10', 'get-sms', fields)).toMatchObject({ code: 0 });
  });

  it('behind a proxy named in TRUSTED_PROXIES, tries are counted per address that proxy saw; from anybody else, per connection', async () => {
    server.close();
    server = createServerApp({
      dbFile: ':memory:',
      distDir: 'dist',
      testApi: true,
      smsCaps: { triesPerIpHour: 1 },
      trustedProxies: ['127.0.0.1'],
    });
    const from = async (remote: string, forwarded: string, phone: string) => {
      const { sid, answer } = await captcha();
      const init = form({ phone, capcode: answer, sid, ...common });
      (init.headers as Record<string, string>)['x-forwarded-for'] = forwarded;
      const res = await server.app.request(`${BASE}/promotion/get-sms`, init, {
        incoming: { socket: { remoteAddress: remote } },
      });
      return ((await res.json()) as { code: number }).code;
    };
    // Two borrowers behind the same nginx: each has a try of their own.
    expect(await from('127.0.0.1', '203.0.113.21', '09175550141')).toBe(0);
    expect(await from('127.0.0.1', '203.0.113.22', '09175550142')).toBe(0);
    // The first one again, whatever it wrote before the address the proxy appended: over the cap.
    expect(await from('127.0.0.1', '10.9.9.9, 203.0.113.21', '09175550143')).toBe(SMS_LIMIT_CODE);
    // A caller that is no proxy of ours cannot pick its address by the header.
    expect(await from('198.51.100.30', '203.0.113.23', '09175550144')).toBe(0);
    expect(await from('198.51.100.30', '203.0.113.24', '09175550145')).toBe(SMS_LIMIT_CODE);
  });

  it('register: a wrong captcha answers -1; a wrong SMS code answers its message and is spent after 5 tries', async () => {
    const phone = '09175550105';
    const first = await captcha();
    await json(`${BASE}/promotion/get-sms`, form({ phone, capcode: first.answer, sid: first.sid, ...common }));
    const code = outboxCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    // Each try on a new picture: the code's own count, not the captcha's, is what runs out.
    for (let i = 0; i < 5; i++) {
      const { sid, answer } = await captcha();
      expect(
        await json(`${BASE}/promotion/register`, form({ phone, capcode: answer, sid, smsCode: wrong, ...common })),
      ).toMatchObject({ code: 13, message: 'The SMS code is wrong or has expired.' });
    }
    const last = await captcha();
    expect(
      await json(
        `${BASE}/promotion/register`,
        form({ phone, capcode: last.answer, sid: last.sid, smsCode: code, ...common }),
      ),
    ).toMatchObject({ code: 13 });
    const { sid } = await captcha();
    expect(
      await json(`${BASE}/promotion/register`, form({ phone, capcode: 'QQQQ', sid, smsCode: code, ...common })),
    ).toMatchObject({ code: -1 });
  });

  it('a successful registration uses the captcha up', async () => {
    const { sid, answer } = await captcha();
    await json(`${BASE}/promotion/get-sms`, form({ phone: '09175550106', capcode: answer, sid, ...common }));
    const smsCode = outboxCode('09175550106');
    expect(
      await json(
        `${BASE}/promotion/register`,
        form({ phone: '09175550106', capcode: answer, sid, smsCode, ...common }),
      ),
    ).toMatchObject({ code: 0 });
    expect(
      await json(`${BASE}/promotion/get-sms`, form({ phone: '09175550107', capcode: answer, sid, ...common })),
    ).toMatchObject({ code: 101 });
  });

  it('refuses a phone that is not a Philippine mobile with the landing message', async () => {
    const { sid, answer } = await captcha();
    expect(
      await json(`${BASE}/promotion/get-sms`, form({ phone: '13800138000', capcode: answer, sid, ...common })),
    ).toMatchObject({ code: 400, message: 'enter the phone correctly' });
  });

  it('track-visit and track-click are stored', async () => {
    await json(
      `${BASE}/promotion/track-visit?page_id=1&user_from=facebook&client_type=ios&page_type=1&utm_tag=x&app_from=a`,
    );
    await json(
      `${BASE}/promotion/track-click?page_id=1&user_from=facebook&client_type=ios&page_type=1&utm_tag=x&app_from=a&phone=09175550108`,
    );
    expect(server.db.prepare('SELECT kind, page_id, phone FROM landing_events ORDER BY id').all()).toEqual([
      { kind: 'visit', page_id: '1', phone: '' },
      { kind: 'click', page_id: '1', phone: '09175550108' },
    ]);
  });

  it('localPhone normalises +63 and refuses other numbers', () => {
    expect(localPhone('+63 917 123 4567')).toBe('09171234567');
    expect(localPhone('639171234567')).toBe('09171234567');
    expect(localPhone('0917123456')).toBe('');
  });

  it('the captcha is drawn as paths: no text node, no font, the answer nowhere in the response', async () => {
    for (let i = 0; i < 20; i++) {
      const { svg, answer } = await captcha();
      expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/<text|<tspan|font|<use|<title|<desc|aria-label|data-/i);
      // Only coordinates and colours: no run of capital letters that could spell the answer.
      expect(svg.replace(/<\/?[a-z]+|[a-z-]+="[^"]*"/g, '')).not.toMatch(/[A-Z2-9]{2}/);
      expect(svg).not.toContain(answer);
      expect(svg.match(/<path /g)!.length).toBeGreaterThanOrEqual(4 + NOISE_STROKES);
    }
    // Every character has a glyph; the same code is drawn differently each time.
    expect(() => captchaSvg(CAPTCHA_ALPHABET)).not.toThrow();
    expect(captchaSvg('AB23')).not.toBe(captchaSvg('AB23'));
  });

  it('a captcha solved for one phone is refused for a second phone (101), and voided', async () => {
    const { sid, answer } = await captcha();
    expect(
      await json(`${BASE}/promotion/get-sms`, form({ phone: '09175550111', capcode: answer, sid, ...common })),
    ).toMatchObject({ code: 0 });
    expect(
      await json(`${BASE}/promotion/get-sms`, form({ phone: '09175550112', capcode: answer, sid, ...common })),
    ).toMatchObject({
      code: 101,
      message: CAPTCHA_OTHER_PHONE_MESSAGE,
    });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM landing_sms').get()).toEqual({ n: 1 });
    // Voided: not even the first phone's register passes with it any more.
    const smsCode = outboxCode('09175550111');
    expect(
      await json(
        `${BASE}/promotion/register`,
        form({ phone: '09175550111', capcode: answer, sid, smsCode, ...common }),
      ),
    ).toMatchObject({ code: -1 });
    // A new picture of the same sid is a new captcha, free for another phone.
    const next = await (async () => {
      await server.app.request(`${BASE}/promotion/get-captcha?sid=${sid}&t=2`);
      return ((await (await server.app.request(`/_test/captcha?sid=${sid}`)).json()) as { answer: string }).answer;
    })();
    expect(
      await json(`${BASE}/promotion/get-sms`, form({ phone: '09175550112', capcode: next, sid, ...common })),
    ).toMatchObject({ code: 0 });
  });

  it('register refuses a captcha bound to another phone (-1)', async () => {
    const { sid, answer } = await captcha();
    await json(`${BASE}/promotion/get-sms`, form({ phone: '09175550113', capcode: answer, sid, ...common }));
    const smsCode = outboxCode('09175550113');
    expect(
      await json(
        `${BASE}/promotion/register`,
        form({ phone: '09175550114', capcode: answer, sid, smsCode, ...common }),
      ),
    ).toMatchObject({ code: -1 });
  });

  it('caps codes per device per hour: the sixth phone from one device is refused and nothing is sent', async () => {
    for (let i = 0; i < DEFAULT_SMS_CAPS.perDeviceHour; i++) {
      const { sid, answer } = await captcha();
      expect(
        await getSmsFrom(`10.0.0.${i}`, { phone: `0917555020${i}`, capcode: answer, sid, ...common }),
      ).toMatchObject({ code: 0 });
    }
    const { sid, answer } = await captcha();
    expect(await getSmsFrom('10.0.1.1', { phone: '09175550299', capcode: answer, sid, ...common })).toEqual({
      code: SMS_LIMIT_CODE,
      message: DEVICE_CAP_MESSAGE,
      data: null,
    });
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM landing_sms WHERE phone = '09175550299'").get()).toEqual({
      n: 0,
    });
    // Another device is not held back by this one.
    const other = await captcha();
    expect(
      await getSmsFrom('10.0.1.1', {
        phone: '09175550298',
        capcode: other.answer,
        sid: other.sid,
        ...common,
        deviceId: 'd2',
      }),
    ).toMatchObject({ code: 0 });
  });

  it('caps codes per device per day, however the hours are spread', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < DEFAULT_SMS_CAPS.perDeviceDay; i++) {
      const { sid, answer } = await captcha();
      expect(
        await getSmsFrom('10.0.0.1', {
          phone: `091755503${String(i).padStart(2, '0')}`,
          capcode: answer,
          sid,
          ...common,
        }),
      ).toMatchObject({ code: 0 });
      vi.setSystemTime(Date.now() + 61 * 60_000);
    }
    const { sid, answer } = await captcha();
    expect(await getSmsFrom('10.0.0.1', { phone: '09175550399', capcode: answer, sid, ...common })).toMatchObject({
      code: SMS_LIMIT_CODE,
      message: DEVICE_CAP_MESSAGE,
    });
  });

  it('caps codes per client address per hour, whatever device id the client claims', async () => {
    for (let i = 0; i < DEFAULT_SMS_CAPS.perIpHour; i++) {
      const { sid, answer } = await captcha();
      expect(
        await getSmsFrom('203.0.113.7', {
          phone: `091755504${String(i).padStart(2, '0')}`,
          capcode: answer,
          sid,
          ...common,
          deviceId: `bot-${i}`,
        }),
      ).toMatchObject({ code: 0 });
    }
    const { sid, answer } = await captcha();
    expect(
      await getSmsFrom('203.0.113.7', { phone: '09175550499', capcode: answer, sid, ...common, deviceId: 'bot-new' }),
    ).toMatchObject({ code: SMS_LIMIT_CODE, message: IP_CAP_MESSAGE });
    const elsewhere = await captcha();
    expect(
      await getSmsFrom('198.51.100.9', {
        phone: '09175550499',
        capcode: elsewhere.answer,
        sid: elsewhere.sid,
        ...common,
        deviceId: 'bot-new',
      }),
    ).toMatchObject({ code: 0 });
  });

  it('the daily budget of the whole landing stops every sender', async () => {
    server.close();
    server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true, smsCaps: { globalDay: 3 } });
    for (let i = 0; i < 3; i++) {
      const { sid, answer } = await captcha();
      expect(
        await getSmsFrom(`10.0.2.${i}`, {
          phone: `0917555060${i}`,
          capcode: answer,
          sid,
          ...common,
          deviceId: `d-${i}`,
        }),
      ).toMatchObject({ code: 0 });
    }
    const { sid, answer } = await captcha();
    expect(
      await getSmsFrom('10.0.2.9', { phone: '09175550609', capcode: answer, sid, ...common, deviceId: 'd-9' }),
    ).toMatchObject({ code: SMS_LIMIT_CODE, message: BUDGET_MESSAGE });
  });

  it('/dev/outbox and /_test/captcha exist only when asked for', async () => {
    const plain = createServerApp({ dbFile: ':memory:', distDir: 'dist' });
    expect((await plain.app.request('/dev/outbox')).status).toBe(404);
    expect((await plain.app.request('/_test/captcha?sid=x')).status).toBe(404);
    plain.close();
    const outbox = createServerApp({ dbFile: ':memory:', distDir: 'dist', devRoutes: true });
    expect((await outbox.app.request('/dev/outbox')).status).toBe(200);
    expect((await outbox.app.request('/_test/captcha?sid=x')).status).toBe(404);
    outbox.close();
  });

  it('the landing scenarios are seeded for every borrower', async () => {
    const body = (await (await server.app.request('/_test/borrower', { method: 'POST' })).json()) as {
      data: { scenarios: Record<string, { entry: string; query: Record<string, string> }> };
    };
    expect(body.data.scenarios['landing-register']).toMatchObject({ entry: 'landing', query: { id: '1' } });
  });
});
