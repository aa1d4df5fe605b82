/** The promotion landing's calls (spec §7 "Registration landing"); anonymous. */
import type { Id } from './contract/declare';
import { channelTemplate, getSid, getSms, register, trackClick, trackVisit } from './contract/youmi';
import type { GetSmsRequest, RegisterRequest, TrackRequest } from './contract/youmi';
import { request } from './request';
import { requestParsed } from './parsed';
import type { RequestOptions } from './request';
import { t } from '../i18n/t';

/** Code not '00' → the caller shows the message (quiet: shown inline, not toasted). */
export const fetchChannelTemplate = (templateId: Id) =>
  requestParsed(
    channelTemplate,
    { templateId },
    {
      quiet: true,
      networkMessage: t('Network error. The page could not be loaded.'),
    },
  );

/** Tracking calls: their answer is ignored and a failure is silent for the visitor. */
export const sendTrackVisit = (payload: TrackRequest) =>
  request(trackVisit, payload, { quiet: true, networkMessage: '' });
export const sendTrackClick = (payload: TrackRequest) =>
  request(trackClick, payload, { quiet: true, networkMessage: '' });

export const fetchSid = () => requestParsed(getSid, {}, { quiet: true });

/** @example const res = await sendSmsCode(form, { loading: true }); if (res.code === 101) refreshCaptcha(); */
export const sendSmsCode = (form: GetSmsRequest, options?: RequestOptions) =>
  request(getSms, form, { quiet: true, ...options });

export const registerUser = (form: RegisterRequest, options?: RequestOptions) =>
  request(register, form, { quiet: true, ...options });
