/**
 * Order Details (spec §2 "Order Details", §4, contract D1–D3, D7): the status with its icon, headline and
 * description, the product and detail rows, then either the status's actions (170/174/180/200) or the
 * recommended products; the customer-service phone; the dialogs the server asks for, one after another.
 */
import { orderCall } from './first-calls';
import { pageId } from '../../shared/api/page-ids';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useState } from 'react';
import { lazyReady } from '../../shared/ui/lazy-ready/lazy-ready';
import { eventSave } from '../../shared/api/contract/loan';
import type { LoanDetails } from '../../shared/api/contract/loan';
import { sendAndForget } from '../../shared/api/wire';
import { followServerUrl } from '../../shared/app/follow-server-url';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { useNextScreens } from '../../shared/app/next-screens';
import { useReloadOnReturn } from '../../shared/app/use-reload-on-return';
import { native } from '../../shared/bridge/native';
import { config } from '../../shared/config/config';
import { entryUrl } from '../../shared/session/query';
import { openInFlow } from '../../shared/app/open-page';
import { guardTap, shellHandover } from '../../shared/platform/tap-guard';
import { confirmLazy } from '../../shared/ui/dialog/lazy-confirm';
import { toast } from '../../shared/feedback/toast';
import { RecommendedList } from '../../shared/features/recommended';
import { FigureRows } from '../../shared/ui/figure-rows';
import { ActionButton } from '../../shared/ui/action-button';
import { later } from '../../shared/ui/lazy-ready/lazy-ready';
import { t } from '../../shared/i18n/t';
import {
  ACCOUNT_CHANGED_KEY,
  ACCOUNT_CHANGED_MESSAGE,
  bankTipShown,
  orderActions,
  redirectsToContinue,
  setBankTipShown,
  showsRecommended,
  statusIcon,
  nextScreens,
  orderDialogs,
  moneyCard,
} from './order-logic';
import type { OrderDialogs } from './order-logic';
import './order.css';
import { Logo } from '../../shared/ui/logo';

/** 'Paid but not showing?' comes with the data, in its own chunk: nothing of it is in the first paint (ADR 0048). */
const PaidNotShowing = later(() =>
  import('../../shared/features/paid-not-showing/paid-not-showing').then((m) => m.PaidNotShowing),
);

// Rarely needed: the rating and bank-card dialogs load only when the server asks for one.
const RatingDialog = lazyReady(() => import('./order-dialogs').then((m) => m.RatingDialog));
const BankCardDialog = lazyReady(() => import('./order-dialogs').then((m) => m.BankCardDialog));

export function OrderPage() {
  // The dialogs the server asks for (order-logic's `orderDialogs`): `afterLoad` asks after its awaits.
  const [dialogs] = useState(orderDialogs);

  // Back from changing the payout account: said once, then the key leaves the address (a reload, or a
  // link on from here, says nothing more).
  useEffect(() => {
    const url = new URL(location.href);
    if (url.searchParams.get(ACCOUNT_CHANGED_KEY) !== '1') return;
    url.searchParams.delete(ACCOUNT_CHANGED_KEY);
    history.replaceState(history.state, '', url.href);
    toast(ACCOUNT_CHANGED_MESSAGE);
  }, []);

  /** After the data: the continue link, else the dialogs the server asks for, one at a time. */
  async function afterLoad(d: LoanDetails) {
    if (redirectsToContinue(d.orderStatus, d.playeduL) && followServerUrl(d.playeduL, { replace: true, money: true }))
      return;
    if (d.KindTipsMsg && !bankTipShown()) {
      await confirmLazy({ title: t('Kind tips'), message: d.KindTipsMsg, confirmText: t('Confirm') });
    }
    if (d.orderStatus === 21 && d.reyMsg && d.playeduL) {
      const go = await confirmLazy({ message: d.reyMsg, confirmText: t('Withdraw Now'), cancelText: t('Cancel') });
      if (go) void guardTap(null, () => followServerUrl(d.playeduL, { money: true }));
      else if (go === false) native.home();
      return;
    }
    // Flags compared loosely typed: a backend may send 1 or '1'.
    const bankCard = Number(d.cardNeedPop) === 1;
    const rating = !bankCard && String(d.isScore) === '1';
    dialogs.ask({ bankCard, rating });
  }

  const { state: s, reload } = useLoad(async (first) => {
    const res = await first(orderCall, { loading: true });
    if (res.success && res.data) void afterLoad(res.data);
    return res;
  });
  // Back from the provider or another entry (iOS page cache): show the order as it is now.
  useReloadOnReturn(reload);
  // What this order's buttons open, fetched into the cache once the page is idle (ADR 0017).
  useNextScreens(s.status === 'ready' ? nextScreens(s.data) : []);

  return (
    <PageLayout title={t('Order Details')}>
      <LoadView state={s} reload={reload} lines={4}>
        {(d) => <OrderView d={d} dialogs={dialogs} />}
      </LoadView>
    </PageLayout>
  );
}

/**
 * The order as loaded. Every control that opens another screen runs under the tap guard (ADR 0027): the
 * tapped one is marked busy at once, and a second tap on any of them does nothing while the page leaves.
 */
function OrderView({ d, dialogs }: { d: LoanDetails; dialogs: OrderDialogs }) {
  // The page renders the dialog chain's signal.
  useSignals();
  const flags = dialogs.flags.value;
  const actions = orderActions(d.orderStatus, d.isDelay);
  const phone = d.telephone || config.servicePhone;
  const money = moneyCard(d);

  // The screens these buttons open, started when the finger lands (ADR 0048).
  const repayUrl = d.h5Url ? undefined : entryUrl('repay-period');
  const rolloverUrl = entryUrl('repay-delay');

  function repay() {
    setBankTipShown();
    return d.h5Url ? followServerUrl(d.h5Url, { money: true }) : openInFlow(entryUrl('repay-period'));
  }

  function rollover() {
    setBankTipShown();
    return openInFlow(rolloverUrl);
  }

  /** The shell's home, at once: the tracking event goes on its own and nothing waits for it (ADR 0027). */
  function home(track: boolean) {
    if (track) sendAndForget(eventSave, { productId: pageId('productId'), moduleId: 30, positionId: 0 });
    native.home();
    return shellHandover();
  }

  return (
    <>
      <section className="card order-status" aria-labelledby="order-status-title">
        <img src={statusIcon(d.orderStatus)} alt="" width={48} height={48} />
        <h2 id="order-status-title">{d.noticeStatusText}</h2>
        <p>{d.noticeDesText}</p>
      </section>

      <section className="card order-product" aria-label={t('Loan details')}>
        <div className="order-product__head">
          <Logo src={d.productLogo} width={36} height={36} />
          <span>{d.productName}</span>
        </div>
        <FigureRows rows={(d.userOrderDetail?.detail ?? []).map((row) => [row.text, row.value] as const)} />
      </section>

      {money && (
        <section className="card order-money" aria-labelledby="order-money-title">
          <h2 id="order-money-title" className="order-money__title">
            {money.title}
          </h2>
          <FigureRows
            rows={money.rows.map(([label, value], i) =>
              money.total && i === money.rows.length - 1 ? [label, value, 'order-money__total'] : [label, value],
            )}
          />
        </section>
      )}

      {showsRecommended(d.orderStatus) ? (
        <section className="order-rec" aria-labelledby="order-rec-title">
          <h2 id="order-rec-title" className="order-rec__title">
            {t('Recommended products')}
          </h2>
          <RecommendedList items={d.recProducts ?? []} />
          <ActionButton className="order-link" action={() => home(false)}>
            {t('Click to view more products')}
          </ActionButton>
        </section>
      ) : (
        <div className="order-actions">
          {actions === 'repay-rollover' && (
            <>
              <ActionButton opens={repayUrl} action={repay}>
                {t('REPAY')}
              </ActionButton>
              <p className="order-actions__hint" id="rollover-hint">
                {t('Short of money?')}
              </p>
              <ActionButton
                className="btn btn--secondary"
                aria-describedby="rollover-hint"
                opens={rolloverUrl}
                action={rollover}
              >
                {t('Rollover Repayment')}
              </ActionButton>
            </>
          )}
          {actions === 'repayment' && (
            <ActionButton opens={repayUrl} action={repay}>
              {t('Repayment')}
            </ActionButton>
          )}
          {/* A repayment due (170, 174, 180): for the borrower who paid and still sees it (ADR 0028). */}
          {(actions === 'repay-rollover' || actions === 'repayment') && <PaidNotShowing />}
          {actions === 'borrow-again' && <ActionButton action={() => home(true)}>{t('Borrow Again')}</ActionButton>}
        </div>
      )}

      <button type="button" className="order-link order-phone" onClick={() => native.call(phone)}>
        {t('Customer service: {phone}', { phone })}
      </button>

      {flags.needed && (
        <Suspense fallback={null}>
          <RatingDialog open={flags.rating} onClose={() => dialogs.close('rating')} />
          <BankCardDialog
            open={flags.bankCard}
            title={d.cardPopTitle}
            message={d.cardPopMsg}
            onClose={() => dialogs.close('bankCard')}
            onBind={() => openInFlow(entryUrl('bind-bank', { source: 'loanDetail' }))}
          />
        </Suspense>
      )}
    </>
  );
}
