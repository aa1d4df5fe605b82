/** Readers of the promotion landing's responses (spec §7, contract §2, D13). */
import type { ChannelTemplate } from '../contract/youmi';
import { numOr, obj, reader, someText, text } from './read';

export const channelTemplate = /* @__PURE__ */ reader<ChannelTemplate>(
  obj({ id: numOr(0), title: text, subtitle: text, downloadUrl: text }),
);

export const sid = /* @__PURE__ */ reader<{ sid: string }>(obj({ sid: someText }, ['sid']));
