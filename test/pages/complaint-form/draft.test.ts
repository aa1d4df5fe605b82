import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, draftFor, loadDraft, saveDraft } from '../../../pages/complaint-form/draft';

afterEach(() => localStorage.clear());

const KEY = draftFor({ orderNo: 'PB1', problemType: '1', problemSonType: '2' });

describe('complaint draft', () => {
  it('saves and loads the text and the uploaded images of one complaint', () => {
    saveDraft(KEY, { text: 'hello', images: ['/files/complaints/a.jpg'] });
    expect(loadDraft(KEY)).toEqual({ text: 'hello', images: ['/files/complaints/a.jpg'] });
  });

  it("does not show another complaint's draft", () => {
    saveDraft(KEY, { text: 'hello', images: [] });
    expect(loadDraft(draftFor({ orderNo: 'PB1', problemType: '2', problemSonType: '' }))).toEqual({
      text: '',
      images: [],
    });
  });

  it('clears it, and an empty draft leaves nothing behind', () => {
    saveDraft(KEY, { text: 'hello', images: [] });
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    saveDraft(KEY, { text: 'x', images: [] });
    saveDraft(KEY, { text: '', images: [] });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('survives bad JSON, wrong shapes and a storage that throws', () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(KEY)).toEqual({ text: '', images: [] });
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ for: KEY, text: 5, images: ['/a.jpg', 3] }));
    expect(loadDraft(KEY)).toEqual({ text: '', images: ['/a.jpg'] });
    const throwing = {
      getItem() {
        throw new Error('denied');
      },
      setItem() {
        throw new Error('quota');
      },
      removeItem() {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(loadDraft(KEY, throwing)).toEqual({ text: '', images: [] });
    expect(() => saveDraft(KEY, { text: 'a', images: [] }, throwing)).not.toThrow();
    expect(() => clearDraft(throwing)).not.toThrow();
  });
});
