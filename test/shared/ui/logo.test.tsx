import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Logo } from '../../../shared/ui/logo';
import { PayChannels } from '../../../shared/features/pay-channel/pay-channels';
import { asId } from '../../../shared/api/contract/declare';

afterEach(cleanup);

describe('Logo: a picture the backend names', () => {
  it.each([[''], ['   '], [null], [undefined]])('draws nothing for %j (no request for the page itself)', (src) => {
    const { container } = render(<Logo src={src} width={24} height={24} />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws the URL as sent, decorative unless it is given words', () => {
    const { container, rerender } = render(<Logo src="/images/gcash.png" width={24} height={24} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/gcash.png');
    expect(img.getAttribute('alt')).toBe('');
    rerender(<Logo src="/images/gcash.png" alt="GCash" />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('GCash');
  });

  it("'Payment Method' names a channel sent without a logo, and asks for no picture", () => {
    const channels = [{ logo: '', name: 'GCash', channel_number: asId('GCASH') }];
    const { container, getByText } = render(
      <PayChannels channels={channels} value={channels[0]!.channel_number} onChange={() => {}} />,
    );
    expect(getByText('GCash')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
