/**
 * The promotion landing's calls under `/api/v2/youmi` (spec §7 "Registration landing", contract §2).
 * Anonymous: no borrower session.
 */
import { get, post, reads, YOUMI } from './endpoint';
import { id, maybe, obj, text } from './declare';
import type { Id, Infer } from './declare';

export interface ChannelTemplateRequest {
  templateId: Id;
}

/** A landing template (spec §3 "Landing config": id plus server data); code '00' on success. */
export const channelTemplate = reads(
  get<ChannelTemplateRequest>(`${YOUMI}/channel/channel-template`),
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

/** Shared by track-visit and track-click (spec §7). */
export interface TrackRequest {
  page_id: string;
  user_from: string;
  client_type: 'ios' | 'android';
  page_type: number;
  utm_tag: string;
  app_from: string;
  /** track-click only. */
  phone?: string;
}

export const trackVisit = get<TrackRequest, null>(`${YOUMI}/promotion/track-visit`);
export const trackClick = get<TrackRequest, null>(`${YOUMI}/promotion/track-click`);

/** Code '0' on success. */
export const getSid = reads(
  get<Record<string, never>>(`${YOUMI}/promotion/get-sid`),
  obj({ sid: id('session') }, ['sid']),
);

/** The captcha image (SVG) of a sid: `${GET_CAPTCHA_PATH}?sid=…&t=…`. Each fetch draws a new code. */
export const GET_CAPTCHA_PATH = `${YOUMI}/promotion/get-captcha`;

interface LandingCommon {
  phone: string;
  capcode: string;
  sid: Id;
  deviceId: string;
  appName: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
}

export type GetSmsRequest = LandingCommon;

/** Codes: 0 sent; 101 picture captcha wrong; 11 already registered; anything else: the message. */
export const getSms = post<GetSmsRequest, null>(`${YOUMI}/promotion/get-sms`);

export interface RegisterRequest extends LandingCommon {
  merchantNumber: 0;
  /** Equal to the phone. */
  userName: string;
  smsCode: string;
  invite_code: string;
  /** The landing template's id, from the page query. */
  id: Id;
}

/** Codes: 0 registered; 11 already registered; -1 picture captcha wrong; anything else: the message. */
export const register = post<RegisterRequest>(`${YOUMI}/promotion/register`);

/** Landing response codes (spec §8). */
export const LANDING_CODE = { ok: 0, captchaWrong: 101, registered: 11, registerCaptchaWrong: -1 } as const;
