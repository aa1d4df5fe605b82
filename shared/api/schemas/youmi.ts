/** Readers of the promotion landing's responses (spec §7, contract §2, D13). */
import * as v from 'valibot';
import type { ChannelTemplate } from '../contract/youmi';
import { numOr, reader, someText, text } from './read';

export const channelTemplate = /* @__PURE__ */ reader<ChannelTemplate>(
  v.object({ id: numOr(0), title: text, subtitle: text, downloadUrl: text }),
);

export const sid = /* @__PURE__ */ reader<{ sid: string }>(v.object({ sid: someText }));
