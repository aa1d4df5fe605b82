import { describe, expect, it } from 'vitest';
import { asId } from '../../../../shared/api/contract/declare';
import { loanPlayDetail } from '../../../../shared/api/contract/repay';
import type { RepayChannel } from '../../../../shared/api/contract/repay';
import { readPayload } from '../../../../shared/api/schemas/read';
import {
  atCashChannel,
  cashChannels,
  isCash,
  onlineChannels,
} from '../../../../shared/features/repay-info/channel-kind';
import type { RepayCodeInfo } from '../../../../shared/features/repay-info/repay-info';

const gcash: RepayChannel = { logo: '/g.svg', name: 'GCash', channel_number: asId('90006'), kind: 'online' };
const seven: RepayChannel = { logo: '/7.svg', name: '7-Eleven', channel_number: asId('90008'), kind: 'cash' };
const bank: RepayChannel = { logo: '/b.svg', name: 'Online banking', channel_number: asId('90009') };
const list = [gcash, seven, bank];

const info: RepayCodeInfo = {
  orderId: asId('4'),
  productId: asId('2'),
  type: 2,
  payCode: '700000000004',
  logo: '/default.svg',
  title: 'Default store',
  qrUrl: '/q.svg',
  amount: 323000,
  orderNo: 'PB1',
  payNotice: {},
  payableFrom: '',
  overdueDays: 0,
  lateCharges: 0,
  dues: [],
};

describe('D39: channels by kind', () => {
  it('reads `kind` as the contract declares it: cash, online, or absent (online) for any other value', () => {
    const read = readPayload(loanPlayDetail.data, {
      repayAmount: 100,
      repayList: [
        { name: 'A', channel_number: '1', kind: 'cash' },
        { name: 'B', channel_number: '2', kind: 'online' },
        { name: 'C', channel_number: '3' },
        { name: 'D', channel_number: '4', kind: 'counter' },
      ],
    });
    expect(read.ok && read.value.repayList.map((ch) => ch.kind)).toEqual(['cash', 'online', undefined, 'online']);
  });

  it('a cash counter is never an online channel; a channel without a kind is online, as before the field', () => {
    expect(list.map(isCash)).toEqual([false, true, false]);
    expect(onlineChannels(list)).toEqual([gcash, bank]);
  });

  it('the counters are offered only with a reference number to take to them', () => {
    expect(cashChannels(list, { payCode: '700000000004' })).toEqual([seven]);
    expect(cashChannels(list, { payCode: '  ' })).toEqual([]);
    expect(cashChannels(list, undefined)).toEqual([]);
  });

  it('the code page for a counter: type 1, its picture and name; any other link keeps the default', () => {
    expect(atCashChannel(info, list, '90008')).toEqual({ ...info, type: 1, logo: '/7.svg', title: '7-Eleven' });
    expect(atCashChannel(info, list, '90006')).toBe(info);
    expect(atCashChannel(info, list, '1')).toBe(info);
    expect(atCashChannel(info, list, undefined)).toBe(info);
  });
});
