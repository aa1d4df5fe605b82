/**
 * Complaint list (spec §2 "Complaint list"): tabs from the server, each listing its complaints with time,
 * type, content and its reference (its id, D39); tapping one opens its details by `problemId`.
 */
import { listCall } from './first-calls';
import { useState } from 'react';
import type { ComplaintTab } from '../../shared/api/contract/complaint';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { useNextScreens } from '../../shared/app/next-screens';
import { formatDate } from '../../shared/format/date';
import { entryUrl } from '../../shared/session/query';
import { TabPanel, Tabs } from '../../shared/ui/tabs';
import './complaint-list.css';
import { t } from '../../shared/i18n/t';

function TabbedList({ tabs }: { tabs: ComplaintTab[] }) {
  const [tab, setTab] = useState('0');
  const items = tabs[Number(tab)]?.items ?? [];
  return (
    <>
      <Tabs
        items={tabs.map((each, i) => ({ key: String(i), label: each.title }))}
        value={tab}
        onChange={setTab}
        ariaLabel={t('Complaint status')}
        idPrefix="cl"
      />
      <TabPanel idPrefix="cl" tabKey={tab} className="cl-panel">
        {items.length === 0 ? (
          <p className="cl-empty">{t('No complaints here yet.')}</p>
        ) : (
          <ul className="cl-items">
            {items.map((item) => {
              const when = formatDate(item.time, true);
              return (
                <li key={item.id}>
                  <a className="card cl-item" href={entryUrl('complaint-details', { problemId: item.id })}>
                    <span className="cl-item__head">
                      <span className="cl-item__type">{item.type}</span>
                      {when && <time className="cl-item__time">{when}</time>}
                    </span>
                    <span className="cl-item__content">{item.content}</span>
                    {/* D39: the reference the borrower was given when it was sent. */}
                    <span className="cl-item__reference">{t('Complaint number {number}', { number: item.id })}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </TabPanel>
    </>
  );
}

export function ComplaintListPage() {
  const { state: s, reload } = useLoad(listCall);
  // An item opens its details: fetched into the cache once the page is idle, when there is one (ADR 0017).
  useNextScreens(s.status === 'ready' && s.data.tabs.some((tab) => tab.items.length) ? ['complaint-details'] : []);
  return (
    <PageLayout title={t('My complaints')}>
      <LoadView state={s} reload={reload} lines={4}>
        {(d) => <TabbedList tabs={d.tabs} />}
      </LoadView>
    </PageLayout>
  );
}
