// @vitest-environment node
/**
 * The reference server reads every call's input by its request declaration (ADR 0029): `parseInput` is
 * the one place a field is read by its name, so these rules hold for every route.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { ApiError, Input, ok, parseInput, route } from '../../server/http';
import type { App } from '../../server/http';
import type { Db } from '../../server/db';
import { contactKfInfo, feedbackSave } from '../../shared/api/contract/service';
import { fields, file, id, int, one, opt, query, text } from '../../shared/api/contract/sends';
import type { Fields } from '../../shared/api/contract/sends';

const input = (body: Record<string, string | File>, q: Record<string, string> = {}) => new Input(body, q);

function refusal(sends: Fields, body: Record<string, string>): string {
  try {
    parseInput(sends, input(body));
  } catch (error) {
    if (error instanceof ApiError) return `${error.code} ${error.message}`;
    throw error;
  }
  return 'accepted';
}

describe('parseInput', () => {
  it('reads the ids our database numbers as row numbers, and other ids as the text sent', () => {
    const sends = fields({ orderId: id('order', 'Order'), sid: id('session'), code: id('productCode') });
    expect(parseInput(sends, input({ orderId: ' 12 ', sid: 'ab-C9', code: 'PF01' }))).toEqual({
      orderId: 12,
      sid: 'ab-C9',
      code: 'PF01',
    });
    expect(refusal(sends, { orderId: 'x', sid: 's', code: 'c' })).toBe('400 Order must be a whole number');
    expect(refusal(sends, { orderId: '0', sid: 's', code: 'c' })).toBe('400 Order must be at least 1');
    expect(refusal(sends, { sid: 's', code: 'c' })).toBe('400 Order is required');
  });

  it("undoes the `ids` dialect's forms by the kind the declaration names, whatever the field is called", () => {
    const sends = fields({ id: opt(id('template')), orderId: id('order'), channel: id('channel') });
    expect(parseInput(sends, input({ id: 'tpl_3', orderId: '1864209123456789005', channel: 'CH-90006' }))).toEqual({
      id: 3,
      orderId: 5,
      channel: '90006',
    });
  });

  it('leaves an optional field out when it is absent or blank, but an optional text is the empty text', () => {
    const sends = fields({ orderId: opt(id('order')), n: opt(int()), note: opt(text()), kind: opt(one([1] as const)) });
    expect(parseInput(sends, input({ orderId: '', n: '' }))).toEqual({
      orderId: undefined,
      n: undefined,
      note: '',
      kind: undefined,
    });
  });

  it('checks whole numbers, text limits and fixed values, naming the field by its label', () => {
    const sends = fields({
      score: int({ min: 1, max: 5, label: 'Score' }),
      phone: text({ max: 20, pattern: '^\\d+$', label: 'Phone' }),
      type: one([30] as const, 'type'),
      side: opt(one(['ios', 'android'] as const, 'client_type')),
    });
    const ok = { score: '4', phone: '0917', type: '30' };
    expect(parseInput(sends, input(ok))).toEqual({ score: 4, phone: '0917', type: 30, side: undefined });
    expect(refusal(sends, { ...ok, score: '6' })).toBe('400 Score must be at most 5');
    expect(refusal(sends, { ...ok, score: '4.5' })).toBe('400 Score must be a whole number');
    expect(refusal(sends, { ...ok, phone: '' })).toBe('400 Phone is required');
    expect(refusal(sends, { ...ok, phone: '09a' })).toBe('400 Phone is not valid');
    expect(refusal(sends, { ...ok, phone: '1'.repeat(21) })).toBe('400 Phone must be at most 20 characters');
    expect(refusal(sends, { ...ok, type: '31' })).toBe('400 type must be 30');
    expect(refusal(sends, { ...ok, side: 'web' })).toBe('400 client_type is not valid');
  });

  it('reads a field of the page query as well as one of the body', () => {
    const sends = fields({ orderId: query(opt(id('order'))), score: int() });
    expect(parseInput(sends, input({ score: '3' }, { orderId: '7', token: 't' }))).toEqual({ orderId: 7, score: 3 });
  });

  it("gives a form the server chose its other body fields by name, never the page query's", () => {
    const sends = fields({ cardType: text() }, { rest: opt(text()) });
    expect(parseInput(sends, input({ cardType: '1', bankCode: ' BDO ' }, { token: 't', productId: '2' }))).toEqual({
      cardType: '1',
      rest: { bankCode: 'BDO' },
    });
  });

  it('takes a file of a multipart body and refuses text in its place', () => {
    const sends = fields({ problemImage: file('The image') });
    const image = new File([new Uint8Array([1, 2])], 'a.png');
    expect(parseInput(sends, input({ problemImage: image })).problemImage).toBe(image);
    expect(refusal(sends, { problemImage: 'x' })).toBe('400 The image must be a file');
  });
});

describe('route', () => {
  it("refuses a route whose session rule contradicts its call's declaration (`anonymous`)", () => {
    const app = new Hono() as unknown as App;
    const db = {} as Db;
    expect(() => route(app, db, feedbackSave, {}, () => ok(null))).toThrow('disagree');
    expect(() => route(app, db, contactKfInfo, { auth: false }, () => ok({ email: '', smWa: '' }))).toThrow('disagree');
    expect(() => route(app, db, feedbackSave, { auth: false }, () => ok(null))).not.toThrow();
  });
});

describe('server modules', () => {
  it('read a call only through its declaration: no field is parsed by its name', () => {
    const dir = join(__dirname, '../../server/modules');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const byName = files.flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/\.(int|required|optional|file)\(\s*'/g)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(byName).toEqual([]);
  });
});
