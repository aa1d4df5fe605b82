// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ComplaintOrder } from '../../../shared/api/contract/complaint';
import {
  chooseType,
  NO_COLLECTION_MESSAGE,
  orderLine,
  preselected,
  typeIcon,
} from '../../../pages/complaint/complaint-logic';
import { asId } from '../../../shared/api/contract/declare';

const order = (isShow: number): ComplaintOrder => ({
  orderId: asId('7'),
  orderNo: asId('PB7'),
  productLogo: '',
  productName: 'Peso Flex',
  status: 174,
  isShow,
  list: [],
});

describe('chooseType', () => {
  it('collection on an order that accepts it reveals the sub-types', () => {
    expect(chooseType(1, order(1))).toEqual({ kind: 'subtypes' });
  });

  it('collection on an order that does not accept it (or no order) is refused with the spec message', () => {
    expect(chooseType(1, order(0))).toEqual({ kind: 'refuse', message: NO_COLLECTION_MESSAGE });
    expect(chooseType(1, null)).toEqual({
      kind: 'refuse',
      message: 'The selected order does not support sending collection types',
    });
  });

  it('any other type goes to the form with an empty sub-type and the order number, whatever isShow is', () => {
    expect(chooseType(2, order(0))).toEqual({
      kind: 'form',
      query: { problemType: 2, problemSonType: '', orderNo: 'PB7' },
    });
    expect(chooseType(5, order(1))).toEqual({
      kind: 'form',
      query: { problemType: 5, problemSonType: '', orderNo: 'PB7' },
    });
    expect(chooseType(3, null)).toEqual({ kind: 'form', query: { problemType: 3, problemSonType: '', orderNo: '' } });
  });
});

describe('typeIcon', () => {
  it('only the first three types have icons', () => {
    expect([0, 1, 2, 3, 4].map(typeIcon)).toEqual([
      '/images/complaint/type-1.svg',
      '/images/complaint/type-2.svg',
      '/images/complaint/type-3.svg',
      null,
      null,
    ]);
  });
});

describe('preselected', () => {
  const newest = { ...order(1), orderNo: asId('PB9') };
  const older = { ...order(0), orderNo: asId('PB3'), orderId: undefined };
  const data = { orderDetail: newest, orderList: [newest, older] };

  it('the order the form returned with (by orderNo) stays selected, with or without an orderId', () => {
    expect(preselected(data, 'PB3')).toBe(older);
  });

  it("otherwise the backend's choice: no orderNo, or one it does not list", () => {
    expect(preselected(data, undefined)).toBe(newest);
    expect(preselected(data, 'PX1')).toBe(newest);
    expect(preselected({ orderDetail: null, orderList: [] }, 'PB3')).toBeNull();
  });
});

describe('orderLine', () => {
  const rows = (list: { title: string; value: string; key?: string }[]) => ({
    ...order(1),
    list,
  });

  it('the order number and the status of the row keyed status, whatever its title says (D33)', () => {
    expect(
      orderLine(
        rows([
          { title: 'Amount', value: '₱3,000.00' },
          { title: 'Status', value: 'Repaying', key: 'status' },
        ]),
      ),
    ).toBe('PB7 · Repaying');
    expect(orderLine(rows([{ title: 'Status', value: 'Nagbabayad', key: 'status' }]))).toBe('PB7 · Nagbabayad');
  });

  it('the number alone, with no dangling separator, when no row is keyed status (or it is empty)', () => {
    expect(orderLine(rows([]))).toBe('PB7');
    // A title is the backend's words in the borrower's language: it names no row, in English or not.
    expect(orderLine(rows([{ title: 'Status', value: 'Repaying' }]))).toBe('PB7');
    expect(orderLine(rows([{ title: 'Katayuan', value: 'Nagbabayad' }]))).toBe('PB7');
    expect(orderLine(rows([{ title: 'Status', value: ' ', key: 'status' }]))).toBe('PB7');
  });
});
