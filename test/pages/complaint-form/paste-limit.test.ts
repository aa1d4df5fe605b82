// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pasteWithin } from '../../../pages/complaint-form/paste-limit';

describe('complaint text: a paste past the 200 limit (D31)', () => {
  it('304 characters pasted into an empty box keep the first 200, and the note says how many', () => {
    const pasted = `${'a'.repeat(200)}${'b'.repeat(104)}`;
    expect(pasteWithin('', 0, 0, pasted, 200)).toEqual({
      text: 'a'.repeat(200),
      caret: 200,
      note: 'The description holds 200 characters: 200 of the 304 you pasted were kept.',
    });
  });

  it('pasted into the middle over a selection: the room left counts the selection as freed', () => {
    const text = `${'x'.repeat(90)}SEL${'y'.repeat(107)}`;
    const fit = pasteWithin(text, 90, 93, '0123456789', 200);
    expect(fit?.text).toBe(`${'x'.repeat(90)}012${'y'.repeat(107)}`);
    expect(fit?.caret).toBe(93);
    expect(fit?.note).toContain('3 of the 10 you pasted');
  });

  it('a paste that fits is left to the field', () => {
    expect(pasteWithin('abc', 3, 3, 'x'.repeat(197), 200)).toBeNull();
  });

  it('a full box keeps none of it, and says so; an emoji is never cut in half', () => {
    expect(pasteWithin('a'.repeat(200), 200, 200, 'hello', 200)?.note).toContain('0 of the 5 you pasted');
    const fit = pasteWithin('a'.repeat(197), 197, 197, '😀😀😀', 200);
    expect(fit?.text).toBe(`${'a'.repeat(197)}😀`);
    expect(fit?.note).toContain('1 of the 3 you pasted');
  });
});
