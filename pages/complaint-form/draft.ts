/**
 * The complaint being written, kept in local storage so a reload (or the web view being killed in the
 * background) loses nothing; cleared after a successful send (spec §4 "Complaint").
 */

export const DRAFT_KEY = 'complaint-draft';

export interface Draft {
  text: string;
  /** URLs of images already uploaded. */
  images: string[];
}

interface Stored extends Draft {
  /** Which complaint (order, type, sub-type) the draft belongs to. */
  for: string;
}

export function draftFor(query: { orderNo?: string; problemType?: string; problemSonType?: string }): string {
  return [query.orderNo ?? '', query.problemType ?? '', query.problemSonType ?? ''].join('|');
}

/** The draft of this complaint, or an empty one (storage unavailable, another complaint's draft, bad JSON). */
export function loadDraft(key: string, storage: Storage | undefined = globalThis.localStorage): Draft {
  try {
    const stored = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null') as Partial<Stored> | null;
    if (!stored || stored.for !== key) return { text: '', images: [] };
    return {
      text: typeof stored.text === 'string' ? stored.text : '',
      images: Array.isArray(stored.images) ? stored.images.filter((u): u is string => typeof u === 'string') : [],
    };
  } catch {
    return { text: '', images: [] };
  }
}

export function saveDraft(key: string, draft: Draft, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (!draft.text && draft.images.length === 0) storage?.removeItem(DRAFT_KEY);
    else
      storage?.setItem(
        DRAFT_KEY,
        JSON.stringify({ for: key, text: draft.text, images: draft.images } satisfies Stored),
      );
  } catch {
    // Private mode or a full storage: writing still works, only the reload safety net is lost.
  }
}

export function clearDraft(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // See saveDraft.
  }
}
