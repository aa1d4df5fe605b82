// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { BODY_UNREADABLE_MESSAGE } from '../../server/http';
import { imageKind, imageSize, TOO_MANY_PIXELS_MESSAGE } from '../../server/modules/complaint';
import type { Scenario } from '../../server/module';

let server: ServerApp;
let dataDir: string;
let token: string;
let scenarios: Record<string, Scenario>;

/** A PNG signature and IHDR chunk declaring `width` × `height` (the header is all the server reads). */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  b.set([8, 2, 0, 0, 0], 24);
  return b;
}

/** A JPEG start, an APP0 segment, then a baseline start-of-frame of `width` × `height`. */
function jpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

const PNG = png(64, 48);
const JPEG = jpeg(64, 48);

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'complaint-test-'));
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', dataDir, testApi: true });
  const res = await server.app.request('/_test/borrower', { method: 'POST' });
  ({ token, scenarios } = (
    (await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } }
  ).data);
});
afterEach(() => {
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Reply<T = any> {
  code: number | string;
  message: string;
  data: T;
}

async function call<T = any>(path: string, fields: Record<string, string> = {}, as = token): Promise<Reply<T>> {
  const res = await server.app.request(`/states/user-problem/${path}?token=${as}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return (await res.json()) as Reply<T>;
}

function formOf(bytes: Uint8Array<ArrayBuffer>, field = 'problemImage'): FormData {
  const body = new FormData();
  body.append(field, new Blob([bytes]), 'photo.bin');
  return body;
}

async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  as = token,
  field = 'problemImage',
): Promise<Reply<{ url: string }>> {
  const body = formOf(bytes, field);
  const res = await server.app.request(`/states/user-problem/upload-problem-img?token=${as}`, { method: 'POST', body });
  return (await res.json()) as Reply<{ url: string }>;
}

async function otherBorrower(): Promise<string> {
  const res = await server.app.request('/_test/borrower', { method: 'POST' });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const orderNoOf = async (orderId: string) =>
  (await call('problem-init', { orderId })).data.orderDetail.orderNo as string;

describe('imageKind', () => {
  it('knows JPEG, PNG, GIF and WebP by their bytes and nothing else', () => {
    expect(imageKind(JPEG)).toBe('jpg');
    expect(imageKind(PNG)).toBe('png');
    expect(imageKind(new TextEncoder().encode('GIF89a....'))).toBe('gif');
    expect(imageKind(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKind(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
  });
});

describe('complaint module', () => {
  it('init: types, collection sub-types, the asked order and every order with isShow by status', async () => {
    const res = await call('problem-init', { orderId: scenarios['complaint-home'].query.orderId });
    expect(res.code).toBe('00');
    expect(res.data.problemType[0]).toEqual({ title: 'Collection', value: 1 });
    expect(res.data.problemSonType.length).toBeGreaterThan(1);
    expect(res.data.orderDetail).toMatchObject({
      orderId: Number(scenarios['complaint-home'].query.orderId),
      status: 174,
      isShow: 1,
    });
    // Every order of this borrower, whichever module seeded it.
    const count = server.db
      .prepare('SELECT COUNT(*) AS n FROM orders o JOIN borrowers b ON b.id = o.borrower_id WHERE b.token = ?')
      .get(token) as { n: number };
    expect(res.data.orderList).toHaveLength(count.n);
    expect(count.n).toBeGreaterThanOrEqual(10);
    for (const o of res.data.orderList) expect(o.isShow).toBe([174, 180].includes(o.status) ? 1 : 0);
    const other = await call('problem-init', { orderId: scenarios['complaint-home-no-collection'].query.orderId });
    expect(other.data.orderDetail.isShow).toBe(0);
  });

  it("init never shows another borrower's order", async () => {
    const res = await call(
      'problem-init',
      { orderId: scenarios['complaint-home'].query.orderId },
      await otherBorrower(),
    );
    expect(res.data.orderDetail.orderId).not.toBe(Number(scenarios['complaint-home'].query.orderId));
  });

  it('upload stores a real image on disk, served at /files/…', async () => {
    const res = await upload(PNG);
    expect(res).toMatchObject({ code: '00', message: 'Upload succeeded!' });
    expect(res.data.url).toMatch(/^\/files\/complaints\/[0-9a-f]{32}\.png$/);
    const file = join(dataDir, res.data.url);
    expect(existsSync(file)).toBe(true);
    expect(new Uint8Array(readFileSync(file))).toEqual(PNG);
    const served = await server.app.request(res.data.url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('upload refuses bytes that are not an image, whatever the name says', async () => {
    const res = await upload(new TextEncoder().encode('<script>alert(1)</script>'));
    expect(res).toMatchObject({ code: 415, message: 'Please choose a JPEG, PNG, WebP or GIF image' });
    expect(existsSync(join(dataDir, 'files', 'complaints'))).toBe(false);
  });

  it('imageSize reads width × height from PNG, JPEG, GIF and WebP headers', () => {
    expect(imageSize('png', png(30000, 30000))).toEqual({ width: 30000, height: 30000 });
    expect(imageSize('jpg', jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    const gif = new TextEncoder().encode('GIF89a\x10\x00\x20\x00');
    expect(imageSize('gif', gif)).toEqual({ width: 16, height: 32 });
    const vp8x = new Uint8Array(30);
    vp8x.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X'));
    vp8x.set([0x1f, 0x4e, 0x00, 0x2f, 0x75, 0x00], 24); // 20000 × 30000, stored minus one
    expect(imageSize('webp', vp8x)).toEqual({ width: 20000, height: 30000 });
    expect(imageSize('png', PNG.slice(0, 20))).toBeNull();
    expect(imageSize('jpg', Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });

  it('upload refuses an image above 25 megapixels by its header: a 30000 × 30000 PNG stores nothing', async () => {
    expect(await upload(png(30000, 30000))).toMatchObject({ code: 413, message: TOO_MANY_PIXELS_MESSAGE });
    expect(await upload(jpeg(5001, 5000))).toMatchObject({ code: 413, message: TOO_MANY_PIXELS_MESSAGE });
    expect(existsSync(join(dataDir, 'files', 'complaints'))).toBe(false);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM complaint_uploads').get()).toEqual({ n: 0 });
    expect((await upload(png(5000, 5000))).code).toBe('00');
  });

  it('upload refuses an image whose header cannot be read', async () => {
    expect(await upload(PNG.slice(0, 12))).toMatchObject({ code: 415 });
  });

  it('malformed multipart answers 400, not 500', async () => {
    const res = await server.app.request(`/states/user-problem/upload-problem-img?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'this is not multipart',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 400, message: BODY_UNREADABLE_MESSAGE });
  });

  it('upload: file and row together; the file appears under its name only once the row is stored', async () => {
    const url = (await upload(PNG)).data.url;
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM complaint_uploads WHERE url = ?').get(url)).toEqual({ n: 1 });
    expect(readdirSync(join(dataDir, 'files', 'complaints'))).toEqual([url.split('/').pop()]);
    // The row cannot be stored: no file is left behind, under any name.
    server.db.exec(
      "CREATE TRIGGER refuse BEFORE INSERT ON complaint_uploads BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const failed = await server.app.request(`/states/user-problem/upload-problem-img?token=${token}`, {
      method: 'POST',
      body: formOf(JPEG),
    });
    expect(failed.status).toBe(500);
    expect(readdirSync(join(dataDir, 'files', 'complaints'))).toEqual([url.split('/').pop()]);
  });

  // A 5 MB multipart body through the whole server: about 1 s on a quiet machine, past Vitest's 5 s
  // default at a load average of 25.
  it('upload refuses more than 5 MB and a missing field', { timeout: 20_000 }, async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(JPEG);
    expect(await upload(big)).toMatchObject({ code: 413, message: 'The image must be at most 5 MB' });
    expect(await upload(PNG, token, 'other')).toMatchObject({ code: 400 });
  });

  it('save: a collection complaint with images, then list and detail show it', async () => {
    const orderNo = await orderNoOf(scenarios['complaint-home'].query.orderId);
    const images = [(await upload(PNG)).data.url, (await upload(JPEG)).data.url];
    const saved = await call('problem-save', {
      problemType: '1',
      problemSonType: '3',
      problemDetail: 'Rude caller',
      problemImage: images.join(','),
      orderNo,
    });
    expect(saved.code).toBe('00');
    const list = await call('problem-list');
    expect(list.data.tabs.map((t: { title: string }) => t.title)).toEqual(['Processing', 'Processed', 'All']);
    expect(list.data.tabs[0].items[0]).toMatchObject({
      id: saved.data.problemId,
      type: 'Collection - Rude or threatening language',
      content: 'Rude caller',
    });
    const detail = await call('problem-detail', { problemId: String(saved.data.problemId) });
    expect(detail.data).toMatchObject({
      type: 'Collection',
      sonType: 'Rude or threatening language',
      images,
      disposeDetail: '',
      isNeedScore: 0,
    });
  });

  it('save refuses the collection type on an order that does not accept it', async () => {
    const orderNo = await orderNoOf(scenarios['complaint-home-no-collection'].query.orderId);
    const res = await call('problem-save', {
      problemType: '1',
      problemSonType: '1',
      problemDetail: 'x',
      problemImage: '',
      orderNo,
    });
    expect(res).toMatchObject({ code: 400, message: 'The selected order does not support sending collection types' });
  });

  it('save: empty text, over 200 characters, unknown type, sub-type on another type', async () => {
    const base = { problemType: '2', problemSonType: '', problemImage: '', orderNo: '' };
    expect(await call('problem-save', { ...base, problemDetail: '   ' })).toMatchObject({
      message: 'Please fill in your comments and suggestions',
    });
    expect((await call('problem-save', { ...base, problemDetail: 'a'.repeat(201) })).code).toBe(400);
    expect((await call('problem-save', { ...base, problemDetail: 'a'.repeat(200) })).code).toBe('00');
    expect((await call('problem-save', { ...base, problemType: '99', problemDetail: 'x' })).code).toBe(400);
    expect((await call('problem-save', { ...base, problemSonType: '2', problemDetail: 'x' })).code).toBe(400);
  });

  it("save: at most 9 images, each this borrower's own unsent upload", async () => {
    const base = { problemType: '2', problemSonType: '', problemDetail: 'x', orderNo: '' };
    const ten = [];
    for (let i = 0; i < 10; i++) ten.push((await upload(PNG)).data.url);
    expect(await call('problem-save', { ...base, problemImage: ten.join(',') })).toMatchObject({
      code: 400,
      message: 'At most 9 images',
    });
    const strangers = (await upload(PNG, await otherBorrower())).data.url;
    expect((await call('problem-save', { ...base, problemImage: strangers })).code).toBe(400);
    expect((await call('problem-save', { ...base, problemImage: ten.slice(0, 9).join(',') })).code).toBe('00');
    // An image already sent with a complaint cannot be attached again.
    expect((await call('problem-save', { ...base, problemImage: ten[0] })).code).toBe(400);
  });

  it('detail of the seeded processed complaint asks for a score; the score is stored once', async () => {
    const problemId = scenarios['complaint-details-processed'].query.problemId;
    const detail = await call('problem-detail', { problemId });
    expect(detail.data).toMatchObject({ isNeedScore: 1, type: 'Collection' });
    expect(detail.data.disposeDetail).not.toBe('');
    expect(detail.data.disposeImages).toHaveLength(1);
    expect((await call('save-score', { problemId, score: '6' })).code).toBe(400);
    expect(await call('save-score', { problemId, score: '4' })).toMatchObject({ code: '00' });
    expect(await call('save-score', { problemId, score: '5' })).toMatchObject({
      code: 409,
      message: 'You have already rated this service',
    });
    expect((await call('problem-detail', { problemId })).data.isNeedScore).toBe(0);
  });

  it("detail and score never reach another borrower's complaint", async () => {
    const problemId = scenarios['complaint-details-processed'].query.problemId;
    const stranger = await otherBorrower();
    expect((await call('problem-detail', { problemId }, stranger)).code).toBe(404);
    expect((await call('save-score', { problemId, score: '5' }, stranger)).code).toBe(404);
  });

  it('a processing complaint cannot be scored', async () => {
    const problemId = scenarios['complaint-details-processing'].query.problemId;
    expect((await call('save-score', { problemId, score: '5' })).code).toBe(409);
  });

  it('every call needs a session', async () => {
    expect((await call('problem-list', {}, '')).code).toBe(401);
  });
});
