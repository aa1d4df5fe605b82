/**
 * Complaint details (spec §2 "Complaint details", §4, §8): type and sub-type, content, images (tap to
 * enlarge), customer service's 'Process Result' (text and images); 3 s after load, when `isNeedScore` is
 * non-zero, the 'Please rate this service' modal (5 stars, Cancel resets and closes, Send posts the score).
 * A cancelled rating is not lost: a 'Please rate this service' button under the result opens it again.
 */
import { detailCall } from './first-calls';
import { payloadOf } from '../../shared/api/first-call';
import type { Id } from '../../shared/api/contract/declare';
import { asId } from '../../shared/api/contract/declare';
import { useEffect, useState } from 'react';
import { saveScore } from '../../shared/api/contract/complaint';
import type { ComplaintDetail } from '../../shared/api/contract/complaint';
import { call } from '../../shared/api/request';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { formatDate } from '../../shared/format/date';
import { Dialog, DialogActions } from '../../shared/ui/dialog';
import { ActionButton } from '../../shared/ui/action-button';
import { StarRating } from '../../shared/ui/rating';
import { toast } from '../../shared/feedback/toast';
import { ZoomImage } from '../../shared/ui/zoom-image';
import { FigureRows } from '../../shared/ui/figure-rows';
import './complaint-details.css';
import { t } from '../../shared/i18n/t';

export const RATING_DELAY_MS = 3000;

/** The server's `isNeedScore` asks for a rating when it is non-zero ('1', 1, …). */
export function needsScore(isNeedScore: unknown): boolean {
  const n = Number(isNeedScore);
  return Number.isFinite(n) && n !== 0;
}

function Images({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return null;
  return (
    <ul className="cd-images" aria-label={label}>
      {urls.map((src, i) => (
        <li key={src}>
          <ZoomImage src={src} alt={`${label} ${i + 1}`} className="cd-image" />
        </li>
      ))}
    </ul>
  );
}

function Rating({ problemId, onDone }: { problemId: Id; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  /** Cancelled once: the borrower may rate later, from the button. */
  const [later, setLater] = useState(false);

  useEffect(() => {
    // Never on top of a dialog the borrower has open (an enlarged image): wait until it closes.
    const tryOpen = () => {
      if (document.querySelector('dialog[open]')) timer = setTimeout(tryOpen, 500);
      else setOpen(true);
    };
    let timer = setTimeout(tryOpen, RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  function cancel() {
    setStars(0);
    setOpen(false);
    setLater(true);
  }

  /** One score per tap however fast the taps: Send's tap guard (ADR 0027, 0036). */
  async function send() {
    if (stars < 1) return toast(t('Please choose'));
    const res = await call(saveScore, { problemId, score: stars }, { loading: true });
    if (res.success) {
      // D26: the spec's 'Successful demonstration!' is a demo build's leftover.
      toast(t('Thank you for your rating!'));
      setOpen(false);
      onDone();
    } else if (res.code !== null) {
      // The helper showed the server's message (already rated, …); a network failure keeps the modal to retry.
      setOpen(false);
    }
  }

  return (
    <>
      {later && !open && (
        <p className="cd-rate-later">
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
            {t('Please rate this service')}
          </button>
        </p>
      )}
      <Dialog open={open} onClose={cancel} title={t('Please rate this service')} className="cd-rating">
        <StarRating value={stars} onChange={setStars} label={t('Service rating')} />
        <DialogActions cancel={{ label: t('Cancel'), onClick: cancel }}>
          <ActionButton action={send}>{t('Send')}</ActionButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Details({ data, problemId }: { data: ComplaintDetail; problemId: Id }) {
  const [rated, setRated] = useState(false);
  const time = formatDate(data.time, true);
  return (
    <>
      <section className="card" aria-labelledby="cd-complaint">
        <h2 id="cd-complaint" className="cd-title">
          {t('My complaint')}
        </h2>
        <FigureRows
          className="cd-rows"
          rows={[
            // D39: the reference the borrower was given when it was sent, the same on the list.
            [t('Complaint number'), data.problemId],
            [t('Type'), data.type],
            ...(data.sonType ? [[t('Sub-type'), data.sonType] as const] : []),
            ...(time ? [[t('Time'), time] as const] : []),
          ]}
        />
        <p className="cd-content">{data.content}</p>
        <Images urls={data.images} label={t('Complaint image')} />
      </section>

      <section className="card" aria-labelledby="cd-result">
        <h2 id="cd-result" className="cd-title">
          {t('Process Result')}
        </h2>
        {data.disposeDetail ? (
          <>
            <p className="cd-content">{data.disposeDetail}</p>
            <Images urls={data.disposeImages} label={t('Result image')} />
          </>
        ) : (
          <p className="cd-muted">{t('Being processed. Customer service will reply within 3 weekdays.')}</p>
        )}
      </section>

      {needsScore(data.isNeedScore) && !rated && <Rating problemId={problemId} onDone={() => setRated(true)} />}
    </>
  );
}

export function ComplaintDetailsPage() {
  const [problemId, setProblemId] = useState<Id>(asId(''));
  const { state: s, reload } = useLoad((first) => {
    setProblemId(payloadOf(detailCall).problemId);
    return first(detailCall);
  });
  return (
    <PageLayout title={t('Complaint details')}>
      <LoadView state={s} reload={reload} lines={4}>
        {(d) => <Details data={d} problemId={problemId} />}
      </LoadView>
    </PageLayout>
  );
}
