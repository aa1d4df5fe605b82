// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clientType,
  downloadHash,
  landingQuery,
  MSG,
  parseHash,
  registerError,
  smsError,
} from '../../../pages/landing/landing-logic';

describe('landing hash routes', () => {
  it('reads the route and the query inside the hash', () => {
    expect(parseHash('#/agreementTemplate')).toEqual({ route: 'register', query: '' });
    expect(parseHash('#/downloadTemplate?id=1&utm_tag=x')).toEqual({ route: 'download', query: 'id=1&utm_tag=x' });
    expect(parseHash('')).toEqual({ route: 'register', query: '' });
    expect(parseHash('#/somethingElse')).toMatchObject({ route: 'register' });
  });

  it('goes to the download page keeping a query that rode in the hash', () => {
    expect(downloadHash('#/agreementTemplate')).toBe('#/downloadTemplate');
    expect(downloadHash('#/agreementTemplate?id=2&down_id=9')).toBe('#/downloadTemplate?id=2&down_id=9');
  });

  it('reads the landing keys from the search and the hash, the hash winning', () => {
    const q = landingQuery('?id=1&user_from=fb&token=t', '#/agreementTemplate?utm_tag=spring&id=2');
    expect(q).toMatchObject({ id: '2', user_from: 'fb', utm_tag: 'spring', app_from: '', UC: '' });
    expect(q).not.toHaveProperty('token');
  });
});

describe('landing validation (spec §5, contract D6)', () => {
  const ok = { phone: '09171234567', capcode: 'AB2C', smsCode: '123456' };

  it('phone: Philippine mobiles only, +63 accepted', () => {
    expect(smsError({ ...ok, phone: '' })).toEqual(['phone', MSG.phone]);
    expect(smsError({ ...ok, phone: '13800138000' })).toEqual(['phone', MSG.phone]);
    expect(smsError({ ...ok, phone: '0917123456' })).toEqual(['phone', MSG.phone]);
    expect(smsError({ ...ok, phone: '+63 917 123 4567' })).toBeNull();
  });

  it('captcha: required, at most 4 letters or digits', () => {
    expect(smsError({ ...ok, capcode: '' })).toEqual(['capcode', MSG.captcha]);
    expect(smsError({ ...ok, capcode: 'ABCDE' })).toEqual(['capcode', MSG.captcha]);
    expect(smsError({ ...ok, capcode: 'a1' })).toBeNull();
  });

  it('SMS code: required, digits, at most 6; checked after phone and captcha', () => {
    expect(registerError({ ...ok, smsCode: '' })).toEqual(['smsCode', MSG.sms]);
    expect(registerError({ ...ok, smsCode: '1234567' })).toEqual(['smsCode', MSG.sms]);
    expect(registerError({ ...ok, smsCode: '12a4' })).toEqual(['smsCode', MSG.sms]);
    expect(registerError({ ...ok, phone: '1', smsCode: '' })).toEqual(['phone', MSG.phone]);
    expect(registerError(ok)).toBeNull();
  });

  it('the spec texts exactly', () => {
    expect(MSG).toMatchObject({
      phone: 'Enter the phone correctly',
      captcha: 'Enter the picture captcha correctly',
      sms: 'Enter the SMS code correctly',
      repeat: 'Do not send the code repeatedly',
    });
  });

  it('client type from the user agent', () => {
    expect(clientType('Mozilla/5.0 (Linux; Android 13)')).toBe('android');
    expect(clientType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)')).toBe('ios');
  });
});
