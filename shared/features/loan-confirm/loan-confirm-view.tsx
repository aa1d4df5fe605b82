/**
 * Loan confirm (spec §2 "Loan confirm", §4, §7), both variants: the offer (product, amount in cents, term,
 * rate, details, repayment plan), the disclosure advisory linking to the Disclosure Statement (D25), the
 * agreements, and 'Apply now' (one
 * `loan-detail-push` per page however fast the taps; on success the page is replaced by the order page).
 * The agreement modal opens at load when the server sends a document; the shell's back opens the
 * retention pop-up when `isPopType` is 1. v2 adds the promo pop-up and checks the code '00' itself,
 * showing the server message for any other code.
 */
import { FigureRows } from '../../ui/figure-rows';
import { agreementsCall, offerCall } from './calls';
import { openInFlow, replaceInFlow } from '../../app/open-page';
import { pageId } from '../../api/page-ids';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyReady } from '../../ui/lazy-ready/lazy-ready';
import type { ContractItem, LoanConfirm } from '../../api/contract/loan';
import { newIdempotencyKey } from '../../api/idempotency';
import { loanDetailPush } from '../../api/contract/loan';
import { call } from '../../api/request';
import { followServerUrl } from '../../app/follow-server-url';
import { PageLayout } from '../../app/page-layout';
import { LoadView } from '../../app/load-view';
import { useLoad } from '../../app/use-load';
import { useNextScreens } from '../../app/next-screens';
import { ActionButton } from '../../ui/action-button';
import { shellHandover } from '../../platform/tap-guard';
import { leavePage, native, onNativeBack } from '../../bridge/native';
import { formatDate } from '../../format/date';
import { formatMoney } from '../../format/money';
import { guardUrl } from '../../security/safe-url';
import { entryUrl } from '../../session/query';
import { LenderNotice } from '../../ui/lender-notice';
import { toast } from '../../feedback/toast';
import { promoAtLoad, termDays, underReviewOf } from './loan-confirm-logic';
import { disclosureOf, NO_PLAN_ROWS, planRowDropped } from './disclosure';
import { config } from '../../config/config';
import { DisclosureStatement, STATEMENT_ID } from './disclosure-statement';
import './loan-confirm.css';
import { LOAD_FAILED_MESSAGE, NETWORK_ERROR_MESSAGE, UNSAFE_URL_MESSAGE } from '../../feedback/messages';
import type { DocState } from './confirm-dialogs';
import { APPLIED_MESSAGE, APPLY_FAILED_MESSAGE, LOAN_CONFIRM_POLICY, type LoanConfirmVariant } from './variant-policy';
import { t, tNodes } from '../../i18n/t';
import { Logo } from '../../ui/logo';

// Fetched when the offer asks for one (or the borrower opens an agreement, or keeps a copy of the
// Disclosure Statement): not in the start JS, and one import of their chunk.
const dialogs = () => import('./confirm-dialogs');
const LoanDialogs = lazyReady(() => dialogs().then((m) => m.LoanDialogs));

interface Loaded {
  offer: LoanConfirm;
  contracts: ContractItem[];
}

/** D39: the offer of a product whose application is under review, said before the statement. */
export const UNDER_REVIEW_MESSAGE = t('You already have an application for this product under review.');

export const DISCLOSURE_ADVISORY = t(
  'Before you apply, please read the Disclosure Statement carefully. It shows the true cost of your loan (SEC Memorandum Circular No. 19, Series of 2019).',
);

export function LoanConfirmView({ variant }: { variant: LoanConfirmVariant }) {
  const policy = LOAN_CONFIRM_POLICY[variant];
  const [agreed, setAgreed] = useState(true);
  const [doc, setDoc] = useState<DocState | null>(null);
  const [promo, setPromo] = useState(false);
  /** Filed, with no page to go on to from its answer: the notice replaces 'Apply now'. */
  const [applied, setApplied] = useState(false);
  const [keeping, setKeeping] = useState(false);
  // Apply now: one application at a time, locked until the page is replaced (its money ActionButton).
  const requestKey = useRef('');
  const retentionOpen = useRef(false);
  const checkboxId = useId();
  const waitId = useId();
  const phoneId = useId();
  const reviewId = useId();

  const {
    state: s,
    reload,
    current,
  } = useLoad<Loaded>(async (first) => {
    const [res, list] = await Promise.all([first(offerCall, { loading: true }), first(agreementsCall)]);
    const offer = policy.payload(res);
    if (!policy.succeeded(res) || !offer) {
      // The error box says why, once (no toast of the same text); a refusal ('full today') offers no retry.
      if (!policy.succeeded(res)) return { ...res, success: false, data: undefined, retry: policy.canRetry(res) };
      // A success without its payload: say so rather than show the server's 'success'.
      return { ...res, success: false, message: LOAD_FAILED_MESSAGE, data: undefined };
    }
    if (!list.success || !list.data) return { ...list, success: false, data: undefined };
    if (offer.popAgreementUrl) {
      const url = guardUrl(offer.popAgreementUrl);
      if (url) setDoc({ title: t('Loan Agreement'), url, mode: 'gate' });
      else toast(UNSAFE_URL_MESSAGE);
    }
    if (policy.promo && promoAtLoad(offer)) setPromo(true);
    return { ...res, success: true, data: { offer, contracts: list.data.data ?? [] } };
  });
  const shown = s.status === 'ready' ? s.data.offer : null;
  // Apply now (or an application under review, D39) lands on an order: its scripts fetched into the cache
  // once the page is idle (ADR 0017).
  useNextScreens(shown ? ['order'] : []);
  // A covered offer past a legal cap is reported (cap-check.ts, ADR 0025) where the reports go at all.
  useEffect(() => {
    if (shown && config.fieldReports.url)
      void dialogs().then(
        (m) => m.checkCaps(shown),
        () => undefined,
      );
  }, [shown]);

  // Back (the shell's gesture and the header control alike, D16): the retention pop-up when the offer
  // asks for it, else leave the page.
  useEffect(
    () =>
      onNativeBack(() => {
        // The offer as loaded now (the load state's signal), not as it was when this handler was set.
        const loaded = current.peek();
        const offer = loaded.status === 'ready' ? loaded.data.offer : null;
        if (!offer || Number(offer.isPopType) !== 1) {
          leavePage();
          return;
        }
        if (retentionOpen.current) return;
        retentionOpen.current = true;
        // The pop-up comes with the page's other dialogs, fetched on this first back.
        void dialogs()
          .then((m) =>
            m.confirmDialog({
              title: offer.popTitle || undefined,
              message: offer.popContent,
              // D26: the spec's Agree (stays) and Cancel (leaves), in words that say what they do.
              confirmText: t('Stay'),
              cancelText: t('Leave'),
              focus: 'confirm',
            }),
          )
          .then(
            (stay) => {
              retentionOpen.current = false;
              if (!stay) leavePage();
            },
            () => {
              retentionOpen.current = false;
              toast(NETWORK_ERROR_MESSAGE);
            },
          );
      }),
    [current],
  );

  function openContract(item: ContractItem) {
    void dialogs()
      .then((m) => m.contractUrl(item))
      .then(
        (url) => url && setDoc({ title: item.title, url, mode: 'view' }),
        () => toast(NETWORK_ERROR_MESSAGE),
      );
  }

  async function apply(offer: LoanConfirm) {
    if (!agreed || !disclosureOf(offer, planRowDropped()).complete || underReviewOf(offer)) return;
    requestKey.current ||= newIdempotencyKey();
    const productId = pageId('productId');
    const res = await call(
      loanDetailPush,
      { amount: offer.amount, periods: offer.periods, termUnit: offer.termUnit, productId },
      { loading: true, quiet: policy.quietRequests, headers: { 'Idempotency-Key': requestKey.current } },
    );
    if (policy.succeeded(res)) {
      // The application is filed: whatever its answer lacks, the borrower is told so, never that it failed.
      const sent = policy.payload(res);
      if (sent?.lendDetailsUrl && followServerUrl(sent.lendDetailsUrl, { replace: true, money: true })) return true;
      if (sent?.orderId && replaceInFlow(entryUrl('order', { orderId: sent.orderId, productId }))) return true;
      // The page stays: the notice replaces 'Apply now' (nothing can file twice), and the guard opens for
      // its 'Go to my account'.
      setApplied(true);
      return false;
    }
    const message = policy.failureToast(res, APPLY_FAILED_MESSAGE);
    if (message) toast(message);
    return false;
  }

  /** The offer as loaded: what `<LoadView>` shows once the load is ready. */
  function offerView({ offer, contracts }: Loaded) {
    const disclosure = disclosureOf(offer, planRowDropped());
    const plans = disclosure.plan;
    const total = plans.length;
    const review = underReviewOf(offer);
    const reviewUrl = review?.orderId
      ? entryUrl('order', { orderId: review.orderId, productId: pageId('productId') })
      : '';

    return (
      <>
        {/* D39: first on the page, before the offer and its statement: another Apply would be refused. */}
        {review && (
          <section className="card lc-review" aria-labelledby={reviewId}>
            <p id={reviewId} className="lc-review__text">
              {UNDER_REVIEW_MESSAGE}
            </p>
            {reviewUrl ? (
              <ActionButton opens={reviewUrl} action={() => openInFlow(reviewUrl)}>
                {t('See my application')}
              </ActionButton>
            ) : (
              <>
                <p className="lc-review__where">{t('You can follow it under My loans in the app.')}</p>
                <GoToMyAccount />
              </>
            )}
          </section>
        )}
        <section className="card lc-offer" aria-label={t('Loan offer')}>
          <div className="lc-offer__product">
            <Logo src={offer.comProductLogo} width={36} height={36} />
            <span>{offer.comProductName}</span>
          </div>
          <div className="lc-offer__figures">
            <div>
              <span className="lc-offer__label">{t('Loan amount')}</span>
              <strong className="lc-offer__amount">{formatMoney(offer.amount)}</strong>
            </div>
            <div>
              <span className="lc-offer__label">{t('Loan term')}</span>
              <strong className="lc-offer__term">{t('{days} days', { days: termDays(offer) })}</strong>
            </div>
          </div>
          <p className="lc-offer__rate">{offer.pRateDsc}</p>
          <FigureRows rows={(offer.details ?? []).map((row) => [row.text, row.value] as const)} className="lc-rows" />
        </section>

        <section className="card lc-plan" aria-labelledby="lc-plan-title">
          <h2 id="lc-plan-title">{t('Repayment plan')}</h2>
          {plans.length === 0 ? (
            <p>{NO_PLAN_ROWS}</p>
          ) : (
            <ol className="lc-plan__list">
              {plans.map((plan, i) => (
                <li key={i} className="lc-plan__row">
                  <span className="lc-plan__n">
                    {i + 1}/{total}
                  </span>
                  <span className="lc-plan__title">{plan.title}</span>
                  <span className="lc-plan__amount">{formatMoney(plan.amount)}</span>
                  <span className="lc-plan__date">{formatDate(plan.pay_time)}</span>
                </li>
              ))}
            </ol>
          )}
          {/* DISCLOSURE_ADVISORY, its name a link to the statement. */}
          <p className="lc-advisory">
            {tNodes(
              'Before you apply, please read the {statement} carefully. It shows the true cost of your loan (SEC Memorandum Circular No. 19, Series of 2019).',
              {
                statement: (
                  <a key="statement" href={`#${STATEMENT_ID}`}>
                    {t('Disclosure Statement')}
                  </a>
                ),
              },
            )}
          </p>
        </section>
        {/* The lender's identifiers right under the advisory (SEC MC No. 19, 2019; ADR 0015). */}
        <LenderNotice advisory={false} />
        <DisclosureStatement
          disclosure={disclosure}
          // Shown once its chunk is here: a tap offline says so and the statement stays as it is.
          onKeep={() =>
            void LoanDialogs.preload().then(
              () => setKeeping(true),
              () => toast(NETWORK_ERROR_MESSAGE),
            )
          }
        />

        <div className="lc-agree">
          <div className="lc-agree__check">
            <input
              id={checkboxId}
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
            />
            <label htmlFor={checkboxId}>{t('I have read and agree to the loan agreements')}</label>
          </div>
          {contracts.length > 0 && (
            <ul className="lc-agree__docs" aria-label={t('Agreements')}>
              {contracts.map((item) => (
                <li key={item.id}>
                  <button type="button" className="lc-agree__doc" onClick={() => openContract(item)}>
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        {applied ? (
          <section className="card" role="status">
            <p>{APPLIED_MESSAGE}</p>
            <GoToMyAccount />
          </section>
        ) : (
          <div className="lc-apply">
            {/* Nothing to sign without its cost (ADR 0045): Apply waits for the plan and the rate. */}
            <ActionButton
              money
              disabled={!agreed || !disclosure.complete || review !== null}
              aria-describedby={review ? reviewId : disclosure.waitFor ? waitId : undefined}
              action={() => apply(offer)}
            >
              {t('Apply now')}
            </ActionButton>
            {disclosure.waitFor && (
              <p id={waitId} className="lc-apply__wait" role="note">
                {disclosure.waitFor}{' '}
                <button type="button" className="lc-agree__doc" onClick={reload}>
                  {t('Check again')}
                </button>
              </p>
            )}
            {/* The way to a person (ADR 0028, D37): an offer short of its cost is asked about, not signed. */}
            {disclosure.waitFor && (
              <p className="lc-apply__wait">
                <button
                  type="button"
                  className="lc-agree__doc"
                  aria-describedby={phoneId}
                  onClick={() => native.call(config.servicePhone)}
                >
                  {t('Call customer service')}
                </button>{' '}
                <span id={phoneId}>{config.servicePhone}</span>
              </p>
            )}
          </div>
        )}

        {(doc !== null || keeping || (policy.promo && promo)) && (
          <Suspense fallback={null}>
            <LoanDialogs
              offer={offer}
              disclosure={disclosure}
              doc={doc}
              setDoc={setDoc}
              keeping={keeping}
              setKeeping={setKeeping}
              promo={policy.promo && promo}
              setPromo={setPromo}
            />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <PageLayout title={t('Loan confirm')}>
      <LoadView state={s} reload={reload} lines={5}>
        {offerView}
      </LoadView>
    </PageLayout>
  );
}

/** The way to the borrower's account in the app (the shell's `mine`), where an application is followed. */
function GoToMyAccount() {
  return (
    <ActionButton
      action={() => {
        native.mine();
        return shellHandover();
      }}
    >
      {t('Go to my account')}
    </ActionButton>
  );
}
