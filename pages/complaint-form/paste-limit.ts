/**
 * Text pasted past the description's limit (contract D31): the first characters are kept, as the spec
 * says, and the screen says how many, rather than the field cutting the rest silently.
 */
import { t } from '../../shared/i18n/t';

export interface Pasted {
  /** The description after the paste. */
  text: string;
  /** Where the caret goes: just after what was kept. */
  caret: number;
  /** What the screen says: how many of the pasted characters were kept. */
  note: string;
}

/**
 * The paste of `pasted` over `text`'s selection `start`–`end`, kept within `max` characters; null when it
 * all fits (the field pastes it itself).
 * @example pasteWithin('', 0, 0, 'x'.repeat(304), 200)?.note // 'The description holds 200 characters: 200 of the 304 you pasted were kept.'
 */
export function pasteWithin(text: string, start: number, end: number, pasted: string, max: number): Pasted | null {
  const room = Math.max(0, max - (text.length - (end - start)));
  const chars = Array.from(pasted);
  if (pasted.length <= room) return null;
  // Whole characters: an emoji is never split into half a surrogate pair.
  let kept = chars.slice(0, room).join('');
  while (kept.length > room) kept = Array.from(kept).slice(0, -1).join('');
  const keptCount = Array.from(kept).length;
  return {
    text: text.slice(0, start) + kept + text.slice(end),
    caret: start + kept.length,
    note: t('The description holds {max} characters: {kept} of the {pasted} you pasted were kept.', {
      max,
      kept: keptCount,
      pasted: chars.length,
    }),
  };
}
