import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import JsBarcode from 'jsbarcode';
import { afterEach, describe, expect, it } from 'vitest';
import type { RepayChannel } from '../../../shared/api/contract/repay';
import { firstChannel } from '../../../shared/features/pay-channel/first-channel';
import { PayChannels } from '../../../shared/features/pay-channel/pay-channels';
import { groupCode } from '../../../shared/format/group-code';
import { classOf, drawBarcode } from '../../../shared/features/barcode/barcode-dialog';
import { asId } from '../../../shared/api/contract/declare';

afterEach(cleanup);

const channels: RepayChannel[] = [
  { logo: '/a.svg', name: 'GCash', channel_number: asId('90006') },
  { logo: '/b.svg', name: 'Maya', channel_number: asId('90007') },
];

describe('pay code and channel parts', () => {
  it('groups a pay code in fours', () => {
    expect(groupCode('700000000012')).toBe('7000 0000 0012');
    expect(groupCode('7000 00')).toBe('7000 00');
  });

  it('starts with the first channel', () => {
    expect(firstChannel(channels)).toBe('90006');
    expect(firstChannel([])).toBe('');
  });

  it('the channel list marks the chosen channel and reports a new choice', async () => {
    let chosen = '';
    render(<PayChannels channels={channels} value={asId('90006')} onChange={(v) => (chosen = v)} />);
    // The sheet's code is fetched right after the row appears.
    await act(() => import('../../../shared/features/pay-channel/channel-sheet'));
    expect(screen.getByRole('button', { name: /Payment Method/ }).textContent).toContain('GCash');
    fireEvent.click(screen.getByRole('button', { name: /Payment Method/ }));
    expect((await screen.findByRole('button', { name: 'GCash' })).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Maya' }));
    expect(chosen).toBe('90007');
  });

  it('draws CODE128 bars into the svg and makes it scale', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    document.body.append(svg);
    expect(drawBarcode(svg, '700000000012')).toBe(true);
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(15);
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+/);
    expect(svg.hasAttribute('width')).toBe(false);
    svg.remove();
  });

  it('draws the very bars the whole JsBarcode draws for CODE128, from the encoder and the renderer alone', () => {
    const svgOf = () => document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    // Digits (set C), letters and text (set B), control characters (set A), and the switches between them.
    for (const code of [
      '700000000012',
      '70000000001',
      '0',
      'ABC-123',
      'Pay code 42 at 7-Eleven',
      '\x01AB12\x02',
      '12ab3456',
    ]) {
      const ours = svgOf();
      expect(drawBarcode(ours, code), code).toBe(true);
      const theirs = svgOf();
      JsBarcode(theirs, code, {
        format: 'CODE128',
        width: 2,
        height: 96,
        margin: 12,
        displayValue: false,
        background: '#ffffff',
        lineColor: '#000000',
      });
      expect(ours.innerHTML, code).toBe(theirs.innerHTML);
      expect(ours.getAttribute('viewBox'), code).toBe(theirs.getAttribute('viewBox'));
    }
  });

  it('finds a JsBarcode part’s class whichever way its CommonJS module is handed over', () => {
    class Part {}
    // The build (Node's rules): `module.exports`, the class under `default`; Vitest: the class itself.
    expect(classOf({ default: Part })).toBe(Part);
    expect(classOf(Part)).toBe(Part);
  });

  it('refuses what CODE128 cannot encode, as JsBarcode does, leaving the svg empty', () => {
    for (const code of ['', 'Peso ₱', 'niño']) {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      expect(drawBarcode(svg, code), code).toBe(false);
      expect(svg.childNodes.length, code).toBe(0);
      expect(() =>
        JsBarcode(document.createElementNS('http://www.w3.org/2000/svg', 'svg'), code, { format: 'CODE128' }),
      ).toThrow();
    }
  });
});
