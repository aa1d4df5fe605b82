// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { config, defaultConfig, resolveConfig } from '../../../shared/config/config';

describe('config build-time override (VITE_APP_CONFIG)', () => {
  it('merges the JSON over the defaults, deeply', () => {
    const c = resolveConfig(
      JSON.stringify({ servicePhone: '0299990000', currency: 'rupee', legal: { companyName: 'Other Lending Inc.' } }),
    );
    expect(c.servicePhone).toBe('0299990000');
    expect(c.currency).toBe('rupee');
    expect(c.legal.companyName).toBe('Other Lending Inc.');
    expect(c.legal.secRegistrationNo).toBe(defaultConfig.legal.secRegistrationNo);
    expect(c.theme.primary).toBe('#896CFE');
    expect(defaultConfig.legal.companyName).toBe('PesoBridge Lending Corporation');
  });

  it('replaces a list whole: partner hosts are empty by default (contract D18)', () => {
    expect(defaultConfig.partnerHosts).toEqual([]);
    expect(resolveConfig(JSON.stringify({ partnerHosts: ['partner.example.ph'] })).partnerHosts).toEqual([
      'partner.example.ph',
    ]);
  });

  it('uses the defaults when nothing is set', () => {
    expect(resolveConfig(undefined)).toEqual(defaultConfig);
    expect(config).toEqual(defaultConfig);
  });
});
