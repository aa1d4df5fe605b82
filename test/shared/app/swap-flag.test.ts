/** The swap's switch (D38, ADR 0058): the tab's word wins over the config's default. */
import { describe, expect, it } from 'vitest';
import { swapScreens } from '../../../shared/app/swap-flag';
import { config } from '../../../shared/config/config';

const tab = (value: string | null) => ({ getItem: () => value });

describe('swapScreens', () => {
  it('is the config when the tab says nothing (or no storage)', () => {
    expect(swapScreens(tab(null))).toBe(config.swapScreens);
    expect(swapScreens(null)).toBe(config.swapScreens);
    expect(swapScreens(tab('yes'))).toBe(config.swapScreens);
  });
  it('on or off for the tab', () => {
    expect(swapScreens(tab('on'))).toBe(true);
    expect(swapScreens(tab('off'))).toBe(false);
  });
});
