/**
 * Legacy card repayment (spec §3 "Legacy repayment store", §4, §5, §8): `repayment-way` → the card list;
 * commit with the chosen card; when `needValid` is 1 the SMS code entry with a 60 s resend countdown;
 * `repayment-confirm`; success goes to the order page. 'Pay online' asks `repayment-huichao` for the
 * provider URL (guarded). Network failures read 'error'; every submit is guarded against a second tap.
 */
import { playDetailCall } from '../../shared/features/repay-info/calls';
import { cardsCall } from './first-calls';
import { payloadOf } from '../../shared/api/first-call';
import { useEffect, useId, useRef, useState } from 'react';
import type { RepaymentWay } from '../../shared/api/contract/repay';
import { repaymentCommit, repaymentConfirm, repaymentHuichao } from '../../shared/api/contract/repay';
import { call, canRetry } from '../../shared/api/request';
import type { RequestOptions } from '../../shared/api/request';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadError, LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { ActionButton, useTapBusy } from '../../shared/ui/action-button';
import { formatMoney } from '../../shared/format/money';
import { followServerUrl } from '../../shared/app/follow-server-url';
import { entryUrl } from '../../shared/session/query';
import { replaceInFlow } from '../../shared/app/open-page';
import { useCountdown } from '../../shared/ui/countdown';
import { toast } from '../../shared/feedback/toast';
import {
  ALREADY_PROCESSING_MESSAGE,
  CARD_LIST_FAILED_MESSAGE,
  CHOOSE_CARD_MESSAGE,
  ENTER_CODE_MESSAGE,
  failureMessage,
  isCodeValid,
  legacyDue,
  afterCommit,
  COMMIT_UNREAD_MESSAGE,
  codeRefusal,
  onlyDigits,
  paidMessage,
  submittedMessage,
} from './legacy-rules';
import { SUBMITTED_TWICE } from '../../shared/api/contract/repay';
import type { LegacyDue } from './legacy-rules';
import { pageId } from '../../shared/api/page-ids';
import { dueFigure, NothingDue } from '../../shared/features/due-notes/nothing-due';
import {
  DueList,
  NotPayableYet,
  notPayableUntil,
  OverdueNote,
  overdueCount,
} from '../../shared/features/due-notes/due-notes';
import type { Id } from '../../shared/api/contract/declare';
import './legacy-repay.css';
import { LEGACY_NETWORK_MESSAGE, LOAD_FAILED_MESSAGE } from '../../shared/feedback/messages';
import { t } from '../../shared/i18n/t';

/**
 * The options of this page's money calls: the overlay while each runs, the page says a refusal itself,
 * and a dropped call says the legacy flow's own network message (spec §8).
 */
/** How long "Your payment … was successful" stays before the order opens by itself. */
const PAID_PAUSE_MS = 2500;

const MONEY_CALL: RequestOptions = { quiet: true, loading: true, networkMessage: LEGACY_NETWORK_MESSAGE };

export function LegacyRepayPage() {
  const { state, reload } = useLoad<{ way: RepaymentWay; due: LegacyDue }>(async (first) => {
    const order = payloadOf(playDetailCall);
    // D12: the amount due comes from the instalment detail (the card list's failure speaks for both).
    const [res, play] = await Promise.all([
      first(cardsCall, { networkMessage: CARD_LIST_FAILED_MESSAGE }),
      first(playDetailCall),
    ]);
    // A refusal says the server's reason when it sends one ('This loan has been fully repaid'); any other
    // failure reads as the spec's (§8). The box below shows it with the way to the order.
    if (!res.success || !res.data) {
      const reason = !canRetry(res) && res.message.trim();
      return { ...res, success: false, message: reason || CARD_LIST_FAILED_MESSAGE, data: undefined };
    }
    const due = legacyDue(res.data, play.success ? play.data : undefined, order.productId);
    // Nothing to charge: not a page to pay from (the error box, 'Try again' asks both again).
    if (due.amount === undefined) return { ...res, success: false, message: LOAD_FAILED_MESSAGE, data: undefined };
    return { ...res, data: { way: res.data, due } };
  });
  return (
    <PageLayout title={t('Card repayment')}>
      <LoadView
        state={state}
        reload={reload}
        lines={4}
        failed={(message) => (
          <>
            <LoadError message={message} onRetry={state.status === 'error' && state.retry ? reload : undefined} />
            <a className="btn btn--secondary legacy-order" href={entryUrl('order')}>
              {t('View my order')}
            </a>
          </>
        )}
      >
        {(d) => <LegacyView way={d.way} due={d.due} />}
      </LoadView>
    </PageLayout>
  );
}

function LegacyView({ way, due }: { way: RepaymentWay; due: LegacyDue }) {
  const orderId = pageId('orderId');
  const [cardId, setCardId] = useState<Id | null>(null);
  const [recordId, setRecordId] = useState<Id | null>(null);
  /**
   * Where the money is when this page can go no further (a commit whose answer gave no way on, a payment
   * already being processed, one submitted without a code): said, with the way to the order.
   */
  const [sent, setSent] = useState('');
  const [paid, setPaid] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const countdown = useCountdown(60);
  // The resend link says it cannot be used while a money action holds the page (the buttons do it themselves).
  const busy = useTapBusy();
  const codeInput = useRef<HTMLInputElement>(null);
  const ids = { legend: useId(), code: useId(), codeError: useId() };

  // The code entry appears (or a new code was sent): put the cursor in it.
  useEffect(() => {
    if (recordId !== null) codeInput.current?.focus();
  }, [recordId]);

  // A paid payment: the borrower reads that it went through, then the order shows it.
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(goToOrder, PAID_PAUSE_MS);
    return () => clearTimeout(timer);
    // goToOrder reads only the page's ids, fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid]);

  /** Leaves for the order page; `true` keeps the guard locked while the page is on its way out. */
  function goToOrder(): boolean {
    return replaceInFlow(entryUrl('order', { orderId, productId: due.productId }));
  }

  async function commit() {
    const card = way.bankCards.find((c) => c.id === cardId);
    if (!card) {
      toast(CHOOSE_CARD_MESSAGE);
      return;
    }
    const res = await call(
      repaymentCommit,
      {
        amount: due.amount ?? 0,
        bankName: card.bankName,
        cardId: card.id,
        cardNo: card.cardNo,
        couponId: '',
        orderId,
        repayToken: way.repayToken,
        bankCode: card.bankCode,
        sendMsg: 1,
      },
      MONEY_CALL,
    );
    const next = afterCommit(res);
    if (next.kind === 'failed') return refused(res.code, res.message);
    if (next.kind === 'done') {
      setSent(submittedMessage(formatMoney(due.amount ?? 0), card.bankName, card.cardNo));
      return;
    }
    if (next.kind === 'unread') {
      setSent(COMMIT_UNREAD_MESSAGE);
      return;
    }
    setRecordId(next.recordId);
    countdown.start();
  }

  async function confirm() {
    if (recordId === null) return;
    if (!isCodeValid(code)) {
      // Said next to the field (an alert), where the borrower is looking; what was typed stays.
      setCodeError(ENTER_CODE_MESSAGE);
      codeInput.current?.focus();
      return;
    }
    setCodeError('');
    const res = await call(
      repaymentConfirm,
      { orderId, verifyCode: onlyDigits(code), repaymentRecordId: recordId },
      MONEY_CALL,
    );
    // Paid: said here before the order opens, by itself a moment later or at once from the button (ADR 0044).
    if (res.success) {
      setSent(paidMessage(formatMoney(due.amount ?? 0)));
      setPaid(true);
      return;
    }
    // A refused code: said next to the box, with what to do next; an expired or spent one frees 'get code'.
    const next = codeRefusal(res.code, res.message);
    if (next) {
      setCodeError(next.message);
      if (next.newCode) {
        setCode('');
        countdown.reset();
      }
      codeInput.current?.focus();
      return;
    }
    refused(res.code, res.message);
  }

  /** A refusal: its message; 800005 also says the payment is already on its way, with the order. */
  function refused(code: number | string | null, message: string) {
    if (code === null) return;
    toast(failureMessage(code, message));
    if (Number(code) === SUBMITTED_TWICE) setSent(ALREADY_PROCESSING_MESSAGE);
  }

  async function payOnline() {
    const res = await call(repaymentHuichao, { orderId, repayToken: way.repayToken }, MONEY_CALL);
    if (!res.success) {
      if (res.code !== null) toast(failureMessage(res.code, res.message));
      return;
    }
    return followServerUrl(res.data?.url, { commonQuery: false, money: true });
  }

  function chooseCard(id: Id) {
    setCardId(id);
    // Another card is another payment: the code sent for the previous one no longer applies.
    if (id !== cardId) {
      setRecordId(null);
      setCode('');
      setCodeError('');
      countdown.reset();
    }
  }

  const owed = due.amount ?? 0;
  const figure = dueFigure(owed, t('Amount due'));
  // ADR 0045: a payment the lender does not take yet shows no amount and no card to charge.
  const notYet = notPayableUntil(due);
  const summary = (
    <section className="card legacy-due" aria-label={t('Amount due')}>
      {!notYet && (
        <>
          <p className="legacy-due__label">{figure.label}</p>
          <p className="legacy-due__amount">{formatMoney(figure.cents)}</p>
        </>
      )}
      <OverdueNote days={due.overdueDays} late={due.lateCharges} count={overdueCount(due.dues)} />
      {!notYet && <DueList rows={due.dues} />}
      {due.orderNo && <p className="legacy-due__order">{t('Order number {orderNo}', { orderNo: due.orderNo })}</p>}
    </section>
  );
  if (notYet)
    return (
      <>
        {summary}
        <NotPayableYet day={notYet} />
      </>
    );
  // D29: no card to charge for an amount due of ₱0.00 or less.
  if (owed <= 0)
    return (
      <>
        {summary}
        <NothingDue cents={owed} />
      </>
    );

  return (
    <>
      {summary}

      <fieldset className="card legacy-cards">
        <legend id={ids.legend}>{t('Choose a paying bank card')}</legend>
        {way.bankCards.length === 0 && <p>{t('No bank card is linked to your account yet.')}</p>}
        {way.bankCards.map((card) => (
          <label key={card.id} className="legacy-cards__option">
            <input
              type="radio"
              name="card"
              value={card.id}
              checked={cardId === card.id}
              onChange={() => chooseCard(card.id)}
            />
            <span className="legacy-cards__bank">{card.bankName}</span>
            <span className="legacy-cards__no">{card.cardNo}</span>
          </label>
        ))}
      </fieldset>

      {sent ? (
        <section className="card" role="status">
          <p>{sent}</p>
          <ActionButton action={goToOrder}>{t('View my order')}</ActionButton>
        </section>
      ) : recordId === null ? (
        <div className="legacy-actions">
          <ActionButton money action={commit}>
            {t('Repay now')}
          </ActionButton>
          {way.alipay === '1' && (
            <ActionButton money className="btn btn--secondary" action={payOnline}>
              {t('Pay online')}
            </ActionButton>
          )}
        </div>
      ) : (
        <section className="card legacy-code" aria-label={t('SMS verification')}>
          <p className="legacy-code__sent">
            {t('We sent a verification code by SMS to the phone number of your bank card.')}
          </p>
          <label htmlFor={ids.code} className="legacy-code__label">
            {t('SMS code')}
          </label>
          <div className="legacy-code__row">
            <input
              ref={codeInput}
              id={ids.code}
              className="legacy-code__input"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? ids.codeError : undefined}
              onChange={(e) => {
                const digits = onlyDigits(e.target.value);
                setCode(digits);
                if (codeError && isCodeValid(digits)) setCodeError('');
              }}
            />
            <ActionButton
              className="legacy-code__resend"
              aria-disabled={countdown.running || busy}
              action={() => (countdown.running ? undefined : commit())}
            >
              {countdown.running ? t('{seconds}s', { seconds: countdown.remaining }) : t('Get code')}
            </ActionButton>
          </div>
          {codeError && (
            <p id={ids.codeError} className="legacy-code__error" role="alert">
              {codeError}
            </p>
          )}
          <ActionButton money action={confirm}>
            {t('Confirm')}
          </ActionButton>
        </section>
      )}
    </>
  );
}
