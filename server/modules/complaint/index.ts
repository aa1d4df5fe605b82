/**
 * Complaints (contract §2, spec §3–§5, §8): init from the borrower's orders, image upload stored on disk
 * (checked by its bytes), save, list grouped into tabs, detail with customer service's result, and the
 * service score, stored once.
 */
import type { Wire } from '../../../shared/api/contract/declare';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodyLimit } from 'hono/body-limit';
import {
  COLLECTION_TYPE,
  COMPLAINT_IMAGE_BYTES_MAX,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_TEXT_MAX,
  problemDetail,
  problemInit,
  problemList,
  problemSave,
  saveScore,
  uploadProblemImg,
} from '../../../shared/api/contract/complaint';
import type { ComplaintListItem, ComplaintOrder } from '../../../shared/api/contract/complaint';
import { money } from '../../format';
import { ApiError, ok, route } from '../../http';
import type { ServerModule } from '../../module';
import { DAY } from '../../time';
import { STATUS_TEXT, UNKNOWN_STATUS_TEXT } from '../core';
import { clockOf, ledgerOf } from '../repay/ledger';
import { REPAYABLE } from '../repay/pricing';
import { IMAGE_PIXELS_MAX, imageKind, imageSize } from './image';
import { seedComplaints } from './seed';
import { COLLECTION_STATUSES, insertComplaint, ordersOf } from './store';
import type { ComplaintOrderRow } from './store';

export { COLLECTION_STATUSES } from './store';

export { imageKind, imageSize, IMAGE_PIXELS_MAX } from './image';

export const EMPTY_TEXT_MESSAGE = 'Please fill in your comments and suggestions';
export const NO_COLLECTION_MESSAGE = 'The selected order does not support sending collection types';
export const NOT_AN_IMAGE_MESSAGE = 'Please choose a JPEG, PNG, WebP or GIF image';
export const TOO_LARGE_MESSAGE = 'The image must be at most 5 MB';
export const TOO_MANY_PIXELS_MESSAGE = 'The image must be at most 25 megapixels';
export const ALREADY_SCORED_MESSAGE = 'You have already rated this service';
/** Uploads not yet attached to a complaint, per borrower per day: a brake on abuse, far above 9. */
const PENDING_UPLOADS_MAX = 36;

const SUCCESS = '00';

interface ComplaintRow {
  id: number;
  type: number;
  son_type: number | null;
  content: string;
  images: string;
  dispose_detail: string;
  dispose_images: string;
  score: number | null;
  created_at: number;
  type_title: string;
  son_title: string | null;
}

/** An order as the complaint lists it: its status and amount due as the order page shows them (the ledger's, ADR 0033). */
function toOrder(row: ComplaintOrderRow, amountDue: number | null): Wire<ComplaintOrder> {
  return {
    orderId: row.id,
    orderNo: row.order_no,
    productLogo: row.logo,
    productName: row.name,
    status: row.status,
    isShow: COLLECTION_STATUSES.includes(row.status) ? 1 : 0,
    list: [
      { title: 'Order No.', value: row.order_no },
      { title: 'Loan amount', value: money(row.amount_cents) },
      { title: 'Status', value: (STATUS_TEXT[row.status] ?? UNKNOWN_STATUS_TEXT)[0], key: 'status' },
      ...(amountDue === null ? [] : [{ title: 'Amount due', value: money(amountDue) }]),
    ],
  };
}

function urls(json: string): string[] {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

const COMPLAINT_SELECT = `SELECT c.id, c.type, c.son_type, c.content, c.images, c.dispose_detail, c.dispose_images, c.score,
       c.created_at, t.title AS type_title, s.title AS son_title
     FROM complaints c JOIN complaint_types t ON t.value = c.type
     LEFT JOIN complaint_sub_types s ON s.value = c.son_type`;

function typeText(row: ComplaintRow): string {
  return row.son_title ? `${row.type_title} - ${row.son_title}` : row.type_title;
}

function isProcessed(row: ComplaintRow): boolean {
  return row.dispose_detail !== '';
}

export const complaintModule: ServerModule = {
  name: 'complaint',
  migrations: [
    `CREATE TABLE complaint_types (value INTEGER PRIMARY KEY, title TEXT NOT NULL, sort INTEGER NOT NULL);
     CREATE TABLE complaint_sub_types (value INTEGER PRIMARY KEY, title TEXT NOT NULL, sort INTEGER NOT NULL);
     INSERT INTO complaint_types (value, title, sort) VALUES
       (1, 'Collection', 1), (2, 'Repayment', 2), (3, 'Loan application', 3), (4, 'App experience', 4), (5, 'Other', 5);
     INSERT INTO complaint_sub_types (value, title, sort) VALUES
       (1, 'Harassing calls or messages', 1), (2, 'Contacting my family or friends', 2),
       (3, 'Rude or threatening language', 3), (4, 'Collection before the due date', 4);
     CREATE TABLE complaints (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       order_no TEXT NOT NULL,
       type INTEGER NOT NULL REFERENCES complaint_types(value),
       son_type INTEGER REFERENCES complaint_sub_types(value),
       content TEXT NOT NULL,
       images TEXT NOT NULL,
       dispose_detail TEXT NOT NULL DEFAULT '',
       dispose_images TEXT NOT NULL DEFAULT '[]',
       score INTEGER,
       created_at INTEGER NOT NULL
     );
     CREATE INDEX complaints_borrower ON complaints(borrower_id);
     CREATE TABLE complaint_uploads (
       id INTEGER PRIMARY KEY,
       borrower_id INTEGER NOT NULL REFERENCES borrowers(id),
       url TEXT NOT NULL UNIQUE,
       complaint_id INTEGER REFERENCES complaints(id),
       created_at INTEGER NOT NULL
     );
     CREATE INDEX complaint_uploads_borrower ON complaint_uploads(borrower_id);`,
  ],
  seedBorrower: seedComplaints,
  routes(app, ctx) {
    const { db } = ctx;

    route(app, db, problemInit, {}, ({ input, borrower }) => {
      const now = clockOf(db, borrower.id);
      const orders = ordersOf(db, borrower.id).map((row) => {
        const loan = REPAYABLE.includes(row.status) ? ledgerOf(db, row.id, now) : null;
        return toOrder(row, loan?.current ? loan.amountDue : null);
      });
      const wanted = input.orderId;
      const problemType = db.prepare('SELECT title, value FROM complaint_types ORDER BY sort').all() as {
        title: string;
        value: number;
      }[];
      const problemSonType = db.prepare('SELECT title, value FROM complaint_sub_types ORDER BY sort').all() as {
        title: string;
        value: number;
      }[];
      const orderDetail = orders.find((o) => o.orderId === wanted) ?? orders[0] ?? null;
      return ok({ problemType, problemSonType, orderDetail, orderList: orders }, 'success', SUCCESS);
    });

    // Refuse an oversized body before reading it into memory.
    app.use(
      uploadProblemImg.path,
      bodyLimit({
        maxSize: COMPLAINT_IMAGE_BYTES_MAX + 64 * 1024,
        onError: (c) => c.json({ code: 413, message: TOO_LARGE_MESSAGE, data: null }),
      }),
    );
    route(app, db, uploadProblemImg, {}, async ({ input, borrower }) => {
      const file = input.problemImage;
      if (file.size > COMPLAINT_IMAGE_BYTES_MAX) throw new ApiError(413, TOO_LARGE_MESSAGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = imageKind(bytes);
      const size = kind && imageSize(kind, bytes);
      if (!kind || !size) throw new ApiError(415, NOT_AN_IMAGE_MESSAGE);
      if (size.width * size.height > IMAGE_PIXELS_MAX) throw new ApiError(413, TOO_MANY_PIXELS_MESSAGE);
      const dayAgo = Math.floor((Date.now() - DAY) / 1000);
      const pending = db
        .prepare(
          'SELECT COUNT(*) AS n FROM complaint_uploads WHERE borrower_id = ? AND complaint_id IS NULL AND created_at > ?',
        )
        .get(borrower.id, dayAgo) as { n: number };
      if (pending.n >= PENDING_UPLOADS_MAX)
        throw new ApiError(429, 'Too many images are waiting. Please send your complaint first.');
      const name = `${randomBytes(16).toString('hex')}.${kind}`;
      const dir = join(ctx.dataDir, 'files', 'complaints');
      const url = `${ctx.filesUrl}/complaints/${name}`;
      // File and row together: the bytes go to a temporary name (never served: /files serves by the final
      // name only), the row commits, and only then the rename publishes the file. A failed insert leaves
      // no file; a failed rename takes the row back out.
      mkdirSync(dir, { recursive: true });
      const temporary = join(dir, `.${name}.part`);
      try {
        writeFileSync(temporary, bytes);
        const row = db.transaction(() =>
          db
            .prepare('INSERT INTO complaint_uploads (borrower_id, url, created_at) VALUES (?, ?, ?)')
            .run(borrower.id, url, Math.floor(Date.now() / 1000)),
        )();
        try {
          renameSync(temporary, join(dir, name));
        } catch (error) {
          db.prepare('DELETE FROM complaint_uploads WHERE id = ?').run(row.lastInsertRowid);
          throw error;
        }
      } finally {
        rmSync(temporary, { force: true });
      }
      return ok({ url }, 'Upload succeeded!', SUCCESS);
    });

    route(app, db, problemSave, {}, ({ input, borrower }) => {
      const { problemType: type, problemSonType, problemDetail: content } = input;
      if (!db.prepare('SELECT 1 FROM complaint_types WHERE value = ?').get(type))
        throw new ApiError(400, 'Complaint type is not valid');
      let sonType: number | null = null;
      if (type === COLLECTION_TYPE) {
        if (problemSonType === undefined) throw new ApiError(400, 'Complaint sub-type is required');
        if (problemSonType < 1) throw new ApiError(400, 'Complaint sub-type must be at least 1');
        sonType = problemSonType;
        if (!db.prepare('SELECT 1 FROM complaint_sub_types WHERE value = ?').get(sonType))
          throw new ApiError(400, 'Complaint sub-type is not valid');
      } else if (problemSonType !== undefined && problemSonType !== 0) {
        throw new ApiError(400, 'Only the collection type has sub-types');
      }
      if (!content) throw new ApiError(400, EMPTY_TEXT_MESSAGE);
      if (content.length > COMPLAINT_TEXT_MAX)
        throw new ApiError(400, `Your comments must be at most ${COMPLAINT_TEXT_MAX} characters`);

      const orderNo = input.orderNo ?? '';
      const order = orderNo
        ? (db.prepare('SELECT status FROM orders WHERE order_no = ? AND borrower_id = ?').get(orderNo, borrower.id) as
            { status: number } | undefined)
        : undefined;
      if (orderNo && !order) throw new ApiError(400, 'The selected order was not found');
      if (type === COLLECTION_TYPE && !(order && COLLECTION_STATUSES.includes(order.status)))
        throw new ApiError(400, NO_COLLECTION_MESSAGE);

      const images = [
        ...new Set(
          input.problemImage
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (images.length > COMPLAINT_IMAGES_MAX) throw new ApiError(400, `At most ${COMPLAINT_IMAGES_MAX} images`);
      const own = db.prepare(
        'SELECT id FROM complaint_uploads WHERE url = ? AND borrower_id = ? AND complaint_id IS NULL',
      );
      const uploads = images.map((url) => {
        const row = own.get(url, borrower.id) as { id: number } | undefined;
        if (!row) throw new ApiError(400, 'An image was not uploaded. Please add it again.');
        return row.id;
      });

      const problemId = db.transaction(() => {
        const id = insertComplaint(db, {
          borrowerId: borrower.id,
          orderNo,
          type,
          sonType,
          content,
          images,
          createdAt: Math.floor(Date.now() / 1000),
        });
        const attach = db.prepare('UPDATE complaint_uploads SET complaint_id = ? WHERE id = ?');
        for (const upload of uploads) attach.run(id, upload);
        return id;
      })();
      return ok({ problemId }, 'success', SUCCESS);
    });

    route(app, db, problemList, {}, ({ borrower }) => {
      const rows = db
        .prepare(`${COMPLAINT_SELECT} WHERE c.borrower_id = ? ORDER BY c.created_at DESC, c.id DESC`)
        .all(borrower.id) as ComplaintRow[];
      const item = (r: ComplaintRow): Wire<ComplaintListItem> => ({
        id: r.id,
        time: r.created_at,
        type: typeText(r),
        content: r.content,
      });
      return ok(
        {
          tabs: [
            { title: 'Processing', items: rows.filter((r) => !isProcessed(r)).map(item) },
            { title: 'Processed', items: rows.filter(isProcessed).map(item) },
            { title: 'All', items: rows.map(item) },
          ],
        },
        'success',
        SUCCESS,
      );
    });

    function complaintOf(borrowerId: number, problemId: number): ComplaintRow {
      const row = db.prepare(`${COMPLAINT_SELECT} WHERE c.id = ? AND c.borrower_id = ?`).get(problemId, borrowerId) as
        ComplaintRow | undefined;
      if (!row) throw new ApiError(404, 'This complaint was not found');
      return row;
    }

    route(app, db, problemDetail, {}, ({ input, borrower }) => {
      const row = complaintOf(borrower.id, input.problemId);
      return ok(
        {
          problemId: row.id,
          time: row.created_at,
          type: row.type_title,
          sonType: row.son_title ?? '',
          content: row.content,
          images: urls(row.images),
          disposeDetail: row.dispose_detail,
          disposeImages: urls(row.dispose_images),
          isNeedScore: isProcessed(row) && row.score === null ? 1 : 0,
        },
        'success',
        SUCCESS,
      );
    });

    route(app, db, saveScore, {}, ({ input, borrower }) => {
      const { score } = input;
      const row = complaintOf(borrower.id, input.problemId);
      if (!isProcessed(row)) throw new ApiError(409, 'This complaint is still being processed');
      // Stored once: the condition in the UPDATE keeps two racing sends from both succeeding.
      const info = db.prepare('UPDATE complaints SET score = ? WHERE id = ? AND score IS NULL').run(score, row.id);
      if (info.changes === 0) throw new ApiError(409, ALREADY_SCORED_MESSAGE);
      return ok(null, 'success', SUCCESS);
    });
  },
};
