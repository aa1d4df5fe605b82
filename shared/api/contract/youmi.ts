/**
 * The promotion landing's calls under `/api/v2/youmi` (spec §7 "Registration landing", contract §2).
 * Anonymous: no borrower session.
 */
import { get, post, reads, YOUMI } from './endpoint';
import { id, maybe, obj, text } from './declare';
import type { Infer } from './declare';
import * as send from './sends';
import type { Payload } from './sends';

export const channelTemplateSends = send.fields({ templateId: send.id('template', 'templateId') }, { anonymous: true });
export type ChannelTemplateRequest = Payload<typeof channelTemplateSends>;

/** A landing template (spec §3 "Landing config": id plus server data); code '00' on success. */
export const channelTemplate = reads(
  get<typeof channelTemplateSends>(`${YOUMI}/channel/channel-template`),
  obj({
    id: maybe(id('template')),
    /** Headline of the registration form. */
    title: text,
    /** One line under the headline. */
    subtitle: text,
    /** The app download link of this channel; empty means config.downloadUrl. */
    downloadUrl: text,
  }),
);
export type ChannelTemplate = Infer<typeof channelTemplate.data>;

/** Where a visitor came from: the landing link's query, sent back (spec §7). */
const source = send.fields(
  {
    user_from: send.opt(send.text({ max: 40 })),
    utm_tag: send.opt(send.text({ max: 80 })),
    app_from: send.opt(send.text({ max: 40 })),
  },
  { anonymous: true },
);

/** Shared by track-visit and track-click (spec §7). */
export const trackVisitSends = send.also(source, {
  page_id: send.opt(send.text({ max: 40 })),
  client_type: send.opt(send.one(['ios', 'android'] as const, 'client_type')),
  page_type: send.opt(send.int({ min: 0, max: 9999 })),
  /** track-click only. */
  phone: send.opt(send.text({ max: 20 })),
});
export const trackClickSends = trackVisitSends;
export type TrackRequest = Payload<typeof trackVisitSends>;

export const trackVisit = get<typeof trackVisitSends, null>(`${YOUMI}/promotion/track-visit`);
export const trackClick = get<typeof trackClickSends, null>(`${YOUMI}/promotion/track-click`);

/** Code '0' on success. */
export const getSidSends = send.fields({}, { anonymous: true });
export const getSid = reads(
  get<typeof getSidSends>(`${YOUMI}/promotion/get-sid`),
  obj({ sid: id('session') }, ['sid']),
);

/** The captcha picture of a sid; `t` (the time of the fetch) makes each refresh a new address. */
export const getCaptchaSends = send.fields(
  { sid: send.id('session', 'sid'), t: send.opt(send.text({ max: 20 })) },
  { anonymous: true },
);
/**
 * The captcha image (SVG) of a sid, shown as a picture (`${GET_CAPTCHA_PATH}?sid=…&t=…`), not an
 * envelope: each fetch draws a new code.
 */
export const getCaptcha = get<typeof getCaptchaSends, never>(`${YOUMI}/promotion/get-captcha`);
export const GET_CAPTCHA_PATH = getCaptcha.path;

/** What the SMS code and the registration both send. Codes: 0 sent; 101 picture captcha wrong; 11 already registered; anything else: the message. */
export const getSmsSends = send.also(source, {
  phone: send.text({ max: 20, label: 'Phone' }),
  /** The picture captcha's characters as typed. */
  capcode: send.text({ max: 4, label: 'Picture captcha' }),
  sid: send.id('session', 'sid'),
  deviceId: send.opt(send.text({ max: 64 })),
  appName: send.opt(send.text({ max: 40 })),
});
export type GetSmsRequest = Payload<typeof getSmsSends>;
export const getSms = post<typeof getSmsSends, null>(`${YOUMI}/promotion/get-sms`);

export const registerSends = send.also(getSmsSends, {
  merchantNumber: send.opt(send.one([0] as const, 'merchantNumber')),
  /** Equal to the phone. */
  userName: send.opt(send.text({ max: 20 })),
  smsCode: send.text({ max: 6, label: 'SMS code' }),
  invite_code: send.opt(send.text({ max: 40 })),
  /** The landing template's id, from the page query. */
  id: send.opt(send.id('template', 'id')),
});
export type RegisterRequest = Payload<typeof registerSends>;

/** Codes: 0 registered; 11 already registered; -1 picture captcha wrong; anything else: the message. */
export const register = post<typeof registerSends>(`${YOUMI}/promotion/register`);

/** Landing response codes (spec §8). */
export const LANDING_CODE = { ok: 0, captchaWrong: 101, registered: 11, registerCaptchaWrong: -1 } as const;
