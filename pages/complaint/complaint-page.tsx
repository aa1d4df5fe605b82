/**
 * Complaint home (spec §2 "Complaint home", §4 "Complaint", §5): the selected order with an 'All' toggle
 * listing every order, the complaint types (the first three with icons); the collection type reveals its
 * sub-types when the order accepts it; a type or sub-type opens the form.
 */
import { initCall } from './first-calls';
import { useEffect, useId, useState } from 'react';
import { COLLECTION_TYPE } from '../../shared/api/contract/complaint';
import type { ComplaintOption, ComplaintOrder, ProblemInit } from '../../shared/api/contract/complaint';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { useNextScreens } from '../../shared/app/next-screens';
import { aboutPayment, entryUrl, readQuery } from '../../shared/session/query';
import { openInFlow } from '../../shared/app/open-page';
import { ActionButton } from '../../shared/ui/action-button';
import { toast } from '../../shared/feedback/toast';
import { FigureRows } from '../../shared/ui/figure-rows';
import { chooseType, orderLine, PAYMENT_HINT, preselected, typeIcon } from './complaint-logic';
import type { FormQuery } from './complaint-logic';
import './complaint.css';
import { t } from '../../shared/i18n/t';
import { Logo } from '../../shared/ui/logo';

/** The form for a type: what its button opens, started when the finger lands (ADR 0048). */
const formUrl = (query: FormQuery) => entryUrl('complaint-form', { ...query, orderId: undefined });

/** Opens the form for a type; the tapped `ActionButton` is marked busy at once (the tap guard, ADR 0027). */
function goToForm(query: FormQuery) {
  return openInFlow(formUrl(query));
}

function OrderSummary({ order }: { order: ComplaintOrder }) {
  return (
    <>
      <div className="cp-order__head">
        <Logo src={order.productLogo} width="36" height="36" className="cp-order__logo" />
        <span className="cp-order__name">{order.productName}</span>
      </div>
      <FigureRows className="cp-order__rows" rows={order.list.map((row) => [row.title, row.value] as const)} />
    </>
  );
}

function Orders({
  orders,
  selected,
  onSelect,
}: {
  orders: ComplaintOrder[];
  selected: ComplaintOrder | null;
  onSelect: (o: ComplaintOrder) => void;
}) {
  const [all, setAll] = useState(false);
  const listId = useId();
  return (
    <section className="card cp-order" aria-labelledby="cp-order-title">
      <div className="cp-section-head">
        <h2 id="cp-order-title" className="cp-section-title">
          {t('Selected order')}
        </h2>
        {/* Shown for a single order too: with none preselected, it is the only way to choose it. */}
        {orders.length > 0 && (
          <button
            type="button"
            className="cp-all"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {t('All')}
          </button>
        )}
      </div>
      {selected ? <OrderSummary order={selected} /> : <p className="cp-muted">{t('You have no loan orders.')}</p>}
      {all && (
        <ul id={listId} className="cp-order-list" aria-label={t('All orders')}>
          {orders.map((o) => (
            <li key={o.orderNo}>
              <button
                type="button"
                className="cp-order-pick"
                aria-pressed={o.orderNo === selected?.orderNo}
                onClick={() => {
                  onSelect(o);
                  setAll(false);
                }}
              >
                <Logo src={o.productLogo} width="28" height="28" />
                <span className="cp-order-pick__text">
                  <span>{o.productName}</span>
                  <span className="cp-muted">{orderLine(o)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Types({ data, order }: { data: ProblemInit; order: ComplaintOrder | null }) {
  // The sub-types are open for the order they were opened on: selecting another order closes them
  // (its own state, so useState: ADR 0023).
  const [openFor, setOpenFor] = useState<ComplaintOrder | null>(null);
  const open = openFor !== null && openFor === order;
  const subId = useId();

  function tap(option: ComplaintOption) {
    const choice = chooseType(option.value, order);
    if (choice.kind === 'refuse') toast(choice.message);
    else if (choice.kind === 'subtypes') setOpenFor(open ? null : order);
    else return goToForm(choice.query);
  }

  return (
    <section className="card" aria-labelledby="cp-types-title">
      <h2 id="cp-types-title" className="cp-section-title">
        {t('Complaint type')}
      </h2>
      {/* D13: a missing list is empty; say so rather than show a bare heading. */}
      {data.problemType.length === 0 && (
        <p role="note">{t('No complaint type is available right now. Please try again later.')}</p>
      )}
      <ul className="cp-type-list">
        {data.problemType.map((option, i) => {
          const icon = typeIcon(i);
          const collection = option.value === COLLECTION_TYPE;
          const choice = chooseType(option.value, order);
          return (
            <li key={option.value}>
              <ActionButton
                className="cp-type"
                aria-expanded={collection ? open : undefined}
                aria-controls={collection ? subId : undefined}
                opens={choice.kind === 'form' ? formUrl(choice.query) : undefined}
                action={() => tap(option)}
              >
                {icon ? <img src={icon} alt="" width="32" height="32" /> : <span className="cp-type__spacer" />}
                <span className="cp-type__title">{option.title}</span>
                <svg
                  className={collection && open ? 'cp-chevron cp-chevron--open' : 'cp-chevron'}
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden="true"
                >
                  <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </ActionButton>
              {collection && open && (
                <ul id={subId} className="cp-sub-list" aria-label={t('{type} types', { type: option.title })}>
                  {data.problemSonType.map((son) => (
                    <li key={son.value}>
                      <ActionButton
                        className="cp-sub"
                        opens={formUrl({
                          problemType: option.value,
                          problemSonType: son.value,
                          orderNo: order?.orderNo ?? '',
                        })}
                        action={() =>
                          goToForm({
                            problemType: option.value,
                            problemSonType: son.value,
                            orderNo: order?.orderNo ?? '',
                          })
                        }
                      >
                        {son.title}
                      </ActionButton>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Ready({ data }: { data: ProblemInit }) {
  // Rendered after the load (never in the prerender): the query is there to read.
  const [selected, setSelected] = useState<ComplaintOrder | null>(() => preselected(data, readQuery().orderNo));
  // Opened from 'Paid but not showing?' (ADR 0028): what to do, and that the receipt photo helps.
  const [forPayment] = useState(() => aboutPayment(readQuery()));
  return (
    <>
      {forPayment && (
        <p className="card cp-hint" role="note">
          {PAYMENT_HINT}
        </p>
      )}
      <Orders orders={data.orderList} selected={selected} onSelect={setSelected} />
      <Types data={data} order={selected} />
    </>
  );
}

export function ComplaintPage() {
  const { state: s, reload } = useLoad(initCall);
  // A type opens the form; 'My complaints' the list: fetched into the cache once the page is idle (ADR 0017).
  useNextScreens(s.status === 'ready' ? ['complaint-form', 'complaint-list'] : []);
  // The link carries the session query; the first (prerendered) render has no location to read.
  const [listHref, setListHref] = useState('complaint-list.html');
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the location exists only after hydration
  useEffect(() => setListHref(entryUrl('complaint-list', { orderId: undefined })), []);

  return (
    <PageLayout title={t('Complaint')}>
      <p className="cp-mine">
        <a href={listHref}>{t('My complaints')}</a>
      </p>
      <LoadView state={s} reload={reload} lines={4}>
        {(d) => <Ready data={d} />}
      </LoadView>
    </PageLayout>
  );
}
