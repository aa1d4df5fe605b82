/** Complaint data per borrower: one processed complaint (waiting for a rating), one still processing. */
import { COLLECTION_TYPE } from '../../../shared/api/contract/complaint';
import type { ModuleContext, Scenario } from '../../module';
import { DAY, HOUR } from '../../time';
import { COLLECTION_STATUSES, insertComplaint, ordersOf } from './store';

export function seedComplaints(ctx: ModuleContext, borrower: { id: number }): Scenario[] {
  const orders = ordersOf(ctx.db, borrower.id);
  const collectable =
    orders.find((o) => o.status === 174) ?? orders.find((o) => COLLECTION_STATUSES.includes(o.status));
  const settled = orders.find((o) => !COLLECTION_STATUSES.includes(o.status));
  const overdue = orders.find((o) => o.status === 180) ?? collectable;
  // Complaint times are Unix seconds (contract: `time`).
  const now = Math.floor(Date.now() / 1000);
  const processed = insertComplaint(ctx.db, {
    borrowerId: borrower.id,
    orderNo: overdue?.order_no ?? '',
    type: COLLECTION_TYPE,
    sonType: 2,
    content: 'A collector called my sister three times on Sunday about my loan. Please ask them to contact only me.',
    images: ['/images/complaint/sample-call-log.svg'],
    disposeDetail:
      'We are sorry for the trouble. The collection agent has been warned and your contacts were removed from the call list. From now on only you will be contacted.',
    disposeImages: ['/images/complaint/sample-notice.svg'],
    createdAt: now - (3 * DAY) / 1000,
  });
  const processing = insertComplaint(ctx.db, {
    borrowerId: borrower.id,
    orderNo: settled?.order_no ?? '',
    type: 2,
    sonType: null,
    content: 'I paid at a convenience store yesterday but the app still shows the amount as unpaid.',
    images: [],
    createdAt: now - HOUR / 1000,
  });
  const scenarios: Scenario[] = [];
  if (collectable) {
    scenarios.push({
      key: 'complaint-home',
      title: 'Complaint home, an order that accepts collection complaints',
      entry: 'complaint',
      query: { orderId: String(collectable.id) },
    });
  }
  if (settled) {
    scenarios.push({
      key: 'complaint-home-no-collection',
      title: 'Complaint home, an order that does not accept collection complaints',
      entry: 'complaint',
      query: { orderId: String(settled.id) },
    });
  }
  scenarios.push(
    {
      key: 'complaint-form',
      title: 'Complaint form, collection type with a sub-type',
      entry: 'complaint-form',
      query: { problemType: String(COLLECTION_TYPE), problemSonType: '1', orderNo: collectable?.order_no ?? '' },
    },
    {
      key: 'complaint-list',
      title: 'My complaints: one processing, one processed',
      entry: 'complaint-list',
      query: {},
    },
    {
      key: 'complaint-details-processed',
      title: 'Complaint processed, waiting for a rating',
      entry: 'complaint-details',
      query: { problemId: String(processed) },
    },
    {
      key: 'complaint-details-processing',
      title: 'Complaint still processing',
      entry: 'complaint-details',
      query: { problemId: String(processing) },
    },
  );
  return scenarios;
}
