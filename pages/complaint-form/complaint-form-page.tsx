/**
 * Complaint form, 'Online service' (spec §2, §4 "Complaint", §5): read-only type tags, a description of
 * at most 200 characters with its counter, up to 9 evidence images (each shrunk on the phone and uploaded
 * on add, with progress and retry; a file the server refuses is not added, ADR 0057), 'Send'; 'Successfully
 * Sent' for 1.5 s, then the complaint home.
 * The text and the uploaded images are kept as a draft in local storage until the send succeeds.
 */
import { initCall } from './first-calls';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_TEXT_MAX,
  problemSave,
  uploadProblemImg,
} from '../../shared/api/contract/complaint';
import { call, canRetry } from '../../shared/api/request';
import type { ProblemInit } from '../../shared/api/contract/complaint';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { aboutPayment, entryUrl, readQuery } from '../../shared/session/query';
import { asId } from '../../shared/api/contract/declare';
import type { Id } from '../../shared/api/contract/declare';
import { replaceInFlow } from '../../shared/app/open-page';
import { ActionButton } from '../../shared/ui/action-button';
import { Dialog, DialogActions } from '../../shared/ui/dialog';
import { CopyButton } from '../../shared/ui/copy';
import { toast } from '../../shared/feedback/toast';
import { clearDraft, draftFor, loadDraft, saveDraft } from './draft';
import { prepareImage } from './image-prep';
import { pasteWithin } from './paste-limit';
import './complaint-form.css';
import { t } from '../../shared/i18n/t';

export const EMPTY_TEXT_MESSAGE = t('Please fill in your comments and suggestions');
export const SUCCESS_MODAL_MS = 1500;
/** Under 'Successfully Sent' when the save named no reference (D39): where the complaint is found. */
export const FIND_IT_IN_LIST = t('You can follow it in My complaints.');
/** Beside the images when the form is opened for a payment that does not show (ADR 0028). */
export const RECEIPT_PHOTO_HINT = t(
  'Attach a photo of your receipt: its reference number, amount, date and time must be readable.',
);

/** Lets go of a thumbnail's local copy of the photo. */
const revoke = (preview: string) => preview.startsWith('blob:') && URL.revokeObjectURL(preview);

interface Shot {
  id: number;
  status: 'uploading' | 'done' | 'failed';
  /** Upload progress 0..1. */
  progress: number;
  /** What the thumbnail shows: a local object URL, or the uploaded URL (from a draft). */
  preview: string;
  url?: string;
  /** The original file, kept for a retry. */
  file?: Blob;
}

function TypeTags() {
  const { state: s, reload } = useLoad(initCall);
  return (
    <LoadView state={s} reload={reload} lines={1}>
      {(d) => <Tags data={d} />}
    </LoadView>
  );
}

/** The chosen type, sub-type and order, as read-only tags (rendered after the load: the query is there). */
function Tags({ data }: { data: ProblemInit }) {
  const q = readQuery();
  const type = data.problemType.find((option) => String(option.value) === q.problemType);
  const son = q.problemSonType
    ? data.problemSonType.find((option) => String(option.value) === q.problemSonType)
    : undefined;
  return (
    <ul className="cf-tags" aria-label={t('Complaint type')}>
      {type && <li className="cf-tag">{type.title}</li>}
      {son && <li className="cf-tag">{son.title}</li>}
      {q.orderNo && <li className="cf-tag cf-tag--plain">{t('Order {orderNo}', { orderNo: q.orderNo })}</li>}
    </ul>
  );
}

export function ComplaintFormPage() {
  const [text, setText] = useState('');
  /** What the screen says after a paste that did not fit (D31). */
  const [pasteNote, setPasteNote] = useState('');
  const [shots, setShots] = useState<Shot[]>([]);
  /** Sent: the reference `problem-save` answered (D39), null when it named none. */
  const [sent, setSent] = useState<{ reference: Id | null } | null>(null);
  /** Ends the wait of a modal that shows a reference: its OK (or Escape). */
  const acknowledge = useRef<(() => void) | null>(null);
  /**
   * Why the last file chosen was not added: the server refused it (not an image, too large), which no
   * retry mends. It stays until the borrower's next choice (adding or removing an image).
   */
  const [refused, setRefused] = useState('');
  /** Opened for a payment that does not show (ADR 0028): the receipt photo is the evidence asked for. */
  const [forPayment, setForPayment] = useState(false);
  const draftKey = useRef<string | null>(null);
  const nextId = useRef(1);
  // One photo at a time: decoding nine 12 MP photos at once would exhaust a low-end phone's memory.
  const queue = useRef<Promise<void>>(Promise.resolve());

  // Restore the draft after hydration (the prerendered first render has no storage).
  useEffect(() => {
    const query = readQuery();
    const key = draftFor(query);
    const draft = loadDraft(key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query and storage exist only after hydration
    setForPayment(aboutPayment(query));
    setText(draft.text.slice(0, COMPLAINT_TEXT_MAX));
    setShots(
      draft.images
        .slice(0, COMPLAINT_IMAGES_MAX)
        .map((url) => ({ id: nextId.current++, status: 'done', progress: 1, preview: url, url })),
    );
    draftKey.current = key;
  }, []);

  const uploaded = shots.filter((s) => s.status === 'done' && s.url).map((s) => s.url as string);
  const uploadedKey = uploaded.join(',');
  useEffect(() => {
    if (draftKey.current !== null && !sent) saveDraft(draftKey.current, { text, images: uploaded });
    // `uploadedKey` stands for `uploaded`: a new array on every render (each progress tick of an upload),
    // while the draft changes only when the set of uploaded photos does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, uploadedKey, sent]);

  const patch = (id: number, change: Partial<Shot>) =>
    setShots((list) => list.map((s) => (s.id === id ? { ...s, ...change } : s)));

  function upload({ id, preview }: Shot, file: Blob) {
    queue.current = queue.current.then(async () => {
      const image = await prepareImage(file);
      // One image as the multipart field the contract names (`uploadProblemImgSends`).
      const body = new FormData();
      body.append('problemImage', image, image instanceof File ? image.name : 'evidence.jpg');
      const res = await call(uploadProblemImg, body, { onProgress: (progress) => patch(id, { progress }) });
      if (res.success && res.data?.url) {
        patch(id, { status: 'done', progress: 1, url: res.data.url, file: undefined });
        toast(t('Upload succeeded!'));
      } else if (!canRetry(res)) {
        // Refused: the file is not added (never counted, never holding Send back); the server's words stay.
        revoke(preview);
        setShots((list) => list.filter((s) => s.id !== id));
        setRefused(res.message);
      } else {
        // The helper has shown the network (or the server's) message; the tile offers Retry.
        patch(id, { status: 'failed', progress: 0 });
      }
    });
  }

  function add(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    setRefused('');
    const room = COMPLAINT_IMAGES_MAX - shots.length;
    if (files.length > room) toast(t('You can add up to {max} images', { max: COMPLAINT_IMAGES_MAX }));
    const added = files.slice(0, Math.max(0, room)).map((file): Shot => ({
      id: nextId.current++,
      status: 'uploading',
      progress: 0,
      preview: URL.createObjectURL(file),
      file,
    }));
    setShots((list) => [...list, ...added]);
    for (const shot of added) upload(shot, shot.file as Blob);
  }

  function retry(shot: Shot) {
    if (!shot.file) return;
    patch(shot.id, { status: 'uploading', progress: 0 });
    upload(shot, shot.file);
  }

  function remove(shot: Shot) {
    revoke(shot.preview);
    setRefused('');
    setShots((list) => list.filter((s) => s.id !== shot.id));
  }

  /**
   * One complaint per tap however fast the taps (the action button's tap guard, ADR 0027, 0036): locked
   * from the tap through 'Successfully Sent' until the complaint home has replaced the form; a refusal or a failure unlocks.
   */
  async function send() {
    const detail = text.trim();
    if (!detail) return toast(EMPTY_TEXT_MESSAGE);
    if (shots.some((s) => s.status === 'uploading')) return toast(t('Please wait until the images finish uploading'));
    if (shots.some((s) => s.status === 'failed')) return toast(t('An image did not upload. Tap Retry or remove it.'));
    const q = readQuery();
    const res = await call(
      problemSave,
      {
        problemType: q.problemType ?? '',
        problemSonType: q.problemSonType ?? '',
        problemDetail: detail,
        problemImage: uploaded.join(','),
        orderNo: asId(q.orderNo ?? ''),
      },
      { loading: t('Sending...') },
    );
    if (!res.success) return false;
    clearDraft();
    const reference = res.data?.problemId || null;
    setSent({ reference });
    // D39: a reference stays until the borrower has read (or copied) it and taps OK; without one, the
    // spec's 1.5 s. The modal's OK is a plain button: Send's guard holds the page until the home replaces it.
    await new Promise<void>((shown) => {
      if (reference) acknowledge.current = shown;
      else setTimeout(shown, SUCCESS_MODAL_MS);
    });
    // Back home with the order this complaint was for: it stays the selected order.
    return replaceInFlow(
      entryUrl('complaint', { problemType: undefined, problemSonType: undefined, about: undefined }),
    );
  }

  return (
    <PageLayout title={t('Online service')}>
      <section className="card" aria-label={t('Complaint type')}>
        <TypeTags />
      </section>

      <section className="card">
        <label htmlFor="cf-text" className="cf-label">
          {t('Description')}
        </label>
        <textarea
          id="cf-text"
          className="cf-text"
          rows={6}
          maxLength={COMPLAINT_TEXT_MAX}
          aria-describedby="cf-count cf-paste"
          placeholder={t('Tell us what happened')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value.slice(0, COMPLAINT_TEXT_MAX));
            setPasteNote('');
          }}
          onPaste={(e) => {
            const area = e.currentTarget;
            const fit = pasteWithin(
              text,
              area.selectionStart,
              area.selectionEnd,
              e.clipboardData.getData('text/plain'),
              COMPLAINT_TEXT_MAX,
            );
            if (!fit) return;
            e.preventDefault();
            area.value = fit.text;
            area.setSelectionRange(fit.caret, fit.caret);
            setText(fit.text);
            setPasteNote(fit.note);
          }}
        />
        <p id="cf-count" className="cf-count">
          {text.length}/{COMPLAINT_TEXT_MAX}
        </p>
        <p id="cf-paste" className="cf-hint" role="status">
          {pasteNote}
        </p>
      </section>

      <section className="card" aria-labelledby="cf-images-title">
        <h2 id="cf-images-title" className="cf-label">
          {t('Evidence images ({count}/{max})', { count: shots.length, max: COMPLAINT_IMAGES_MAX })}
        </h2>
        {forPayment && (
          <p id="cf-receipt-hint" className="cf-hint">
            {RECEIPT_PHOTO_HINT}
          </p>
        )}
        <ul className="cf-shots">
          {shots.map((shot, i) => (
            <li key={shot.id} className={`cf-shot cf-shot--${shot.status}`}>
              <img src={shot.preview} alt={t('Image {n}', { n: i + 1 })} className="cf-shot__img" />
              {shot.status === 'uploading' && (
                <progress
                  className="cf-shot__progress"
                  max={1}
                  value={shot.progress}
                  aria-label={t('Uploading image {n}', { n: i + 1 })}
                />
              )}
              {shot.status === 'failed' && (
                <button
                  type="button"
                  className="cf-shot__retry"
                  aria-label={t('Retry image {n}', { n: i + 1 })}
                  onClick={() => retry(shot)}
                >
                  {t('Retry')}
                </button>
              )}
              <button
                type="button"
                className="icon-button cf-shot__remove"
                aria-label={t('Remove image {n}', { n: i + 1 })}
                onClick={() => remove(shot)}
              >
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
          {shots.length < COMPLAINT_IMAGES_MAX && (
            <li className="cf-shot">
              <label className="cf-add">
                <input
                  type="file"
                  accept="image/*"
                  multiple
                  className="visually-hidden"
                  aria-describedby={forPayment ? 'cf-receipt-hint' : undefined}
                  onChange={add}
                />
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                  <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                <span>{t('Add image')}</span>
              </label>
            </li>
          )}
        </ul>
        <p className="cf-refused" role="status">
          {refused}
        </p>
        {/* Where the add control was: the limit stays in view, not only in a passing toast. */}
        {shots.length >= COMPLAINT_IMAGES_MAX && (
          <p className="cf-limit">{t('You can add up to {max} images', { max: COMPLAINT_IMAGES_MAX })}</p>
        )}
      </section>

      <div className="cf-actions">
        <ActionButton action={send}>{t('Send')}</ActionButton>
      </div>

      <Dialog
        open={sent !== null}
        onClose={() => acknowledge.current?.()}
        ariaLabel={t('Successfully Sent')}
        className="cf-sent"
      >
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="#1b7a4e" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="cf-sent__text">{t('Successfully Sent')}</p>
        {sent?.reference ? (
          <>
            <p className="cf-sent__reference">
              <span>{t('Complaint number')}</span> <strong>{sent.reference}</strong>
            </p>
            <p className="cf-sent__hint">{t('Keep this number to follow up your complaint in My complaints.')}</p>
            <DialogActions>
              <CopyButton text={sent.reference} className="btn btn--secondary" />
              <button type="button" className="btn" onClick={() => acknowledge.current?.()}>
                {t('OK')}
              </button>
            </DialogActions>
          </>
        ) : (
          sent && <p className="cf-sent__hint">{FIND_IT_IN_LIST}</p>
        )}
      </Dialog>
    </PageLayout>
  );
}
