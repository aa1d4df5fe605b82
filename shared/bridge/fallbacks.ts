/**
 * What each bridge command does in a plain browser, in words (contract §3): the right column of
 * `docs/contract/bridge.md` and what the test preview's shell check shows for a command the web view has no
 * handler for. `scripts/contract-docs.ts` reads each command's fallback from `native.ts` itself and fails when
 * these words say something else, so they stay the truth of the code. Only the test preview imports this
 * module: no other page carries the words.
 */
import { t } from '../i18n/t';
import { SESSION_EXPIRED_MESSAGE } from '../feedback/messages';
import type { NativeCommand } from './native';

/** What a page does instead, by the kind of fallback `native.ts` uses. */
export const FALLBACK_WORDS = {
  back: t('Goes back one page, or to the marketing site (/) when there is none'),
  home: t('Opens the marketing site (/)'),
  login: t('Shows “{message}”', { message: SESSION_EXPIRED_MESSAGE }),
  nothing: t('Nothing (logged to the console in development)'),
  guard: t('Navigates there itself, through the URL guard (only the allowed origins and entries, D7)'),
  tel: t('Opens the phone’s dialler (a tel: link) with the dialable number'),
} as const;

export type FallbackKind = keyof typeof FALLBACK_WORDS;

/** Each of the eleven commands and the kind of its fallback: the list the shell check walks. */
export const WITHOUT_SHELL: Readonly<Record<NativeCommand, FallbackKind>> = {
  to: 'guard',
  close: 'back',
  toP: 'nothing',
  home: 'home',
  mine: 'back',
  login: 'login',
  call: 'tel',
  rate: 'nothing',
  trackPoint: 'nothing',
  bankStart: 'nothing',
  bankEnd: 'nothing',
};

/** The commands in the contract's order. */
export const NATIVE_COMMANDS = Object.keys(WITHOUT_SHELL) as NativeCommand[];
