/**
 * The registration form (spec §2, §5, §7, §8): phone (contract D6), picture captcha with refresh, SMS code
 * with the 60 s 'Get code' countdown, Apply. A wrong field gets its message under it and keeps what was
 * typed; server answers follow spec §8.
 */
import { asId } from '../../shared/api/contract/declare';
import type { Id } from '../../shared/api/contract/declare';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { GET_CAPTCHA_PATH, getSid, getSms, LANDING_CODE, register, trackClick } from '../../shared/api/contract/youmi';
import { call } from '../../shared/api/request';
import { sendAndForget } from '../../shared/api/wire';
import { config } from '../../shared/config/config';
import { digitsOnly, formatPhone, normalizePhone } from '../../shared/format/digits';
import { ActionButton } from '../../shared/ui/action-button';
import { CountdownButton } from '../../shared/ui/countdown';
import { toast } from '../../shared/feedback/toast';
import { t, tNodes } from '../../shared/i18n/t';
import { clientType, MSG, registerError, smsError } from './landing-logic';
import type { FieldName, LandingForm, LandingQuery } from './landing-logic';

const DEVICE_KEY = 'landing-device-id';

/** An anonymous id of this browser, kept across visits when storage allows. */
function deviceId(): string {
  const fresh = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const id = fresh();
    localStorage.setItem(DEVICE_KEY, id);
    return id;
  } catch {
    return fresh();
  }
}

export function RegisterForm({ query, onDone }: { query: LandingQuery | null; onDone: () => void }) {
  const [form, setForm] = useState<LandingForm>({ phone: '', capcode: '', smsCode: '' });
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const [sid, setSid] = useState<Id | ''>('');
  const [stamp, setStamp] = useState(0);
  const [captchaBroken, setCaptchaBroken] = useState(false);
  const refs: Record<FieldName, RefObject<HTMLInputElement | null>> = {
    phone: useRef(null),
    capcode: useRef(null),
    smsCode: useRef(null),
  };

  const loadSid = async () => {
    const res = await call(getSid, {}, { quiet: true });
    if (res.success && res.data?.sid) {
      setSid(res.data.sid);
      setStamp(Date.now());
      setCaptchaBroken(false);
    } else setCaptchaBroken(true);
  };

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one sid per visit, asked for after hydration
    void loadSid();
  }, []);

  /** A new image for the same sid (each image draws a new code); a new sid when there is none yet. */
  const newCaptcha = () => {
    setForm((f) => ({ ...f, capcode: '' }));
    if (!sid) void loadSid();
    else {
      setCaptchaBroken(false);
      setStamp(Date.now());
    }
  };

  const fail = (field: FieldName, message: string) => {
    setError({ field, message });
    refs[field].current?.focus();
  };

  const update = (field: FieldName, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (error?.field === field) setError(null);
  };

  const common = () => ({
    phone: normalizePhone(form.phone),
    capcode: form.capcode.trim(),
    sid: asId(sid),
    deviceId: deviceId(),
    appName: config.appName,
    app_from: query?.app_from ?? '',
    user_from: query?.user_from ?? '',
    utm_tag: query?.utm_tag ?? '',
  });

  const onRefresh = () => {
    // Spec §5: refreshing the captcha needs a phone number first.
    if (smsError({ ...form, capcode: 'X' })) return fail('phone', MSG.phone);
    newCaptcha();
    refs.capcode.current?.focus();
  };

  const onSendSms = async (): Promise<boolean> => {
    const wrong = smsError(form);
    if (wrong) {
      fail(...wrong);
      return false;
    }
    setError(null);
    const res = await call(getSms, common(), { quiet: true, loading: t('Sending...') });
    if (res.success) {
      toast(MSG.sent);
      refs.smsCode.current?.focus();
      return true;
    }
    if (res.code === null) return false; // the network message is already shown
    if (Number(res.code) === LANDING_CODE.captchaWrong) {
      toast(res.message || MSG.captcha);
      newCaptcha();
      refs.capcode.current?.focus();
    } else if (Number(res.code) === LANDING_CODE.registered) {
      toast(MSG.registered);
      onDone();
    } else toast(res.message);
    return false;
  };

  /** One registration per tap however fast the taps: Apply's tap guard (ADR 0027, 0036). */
  const onApply = async () => {
    const wrong = registerError(form);
    if (wrong) return fail(...wrong);
    setError(null);
    const base = common();
    const res = await call(
      register,
      {
        ...base,
        merchantNumber: 0,
        userName: base.phone,
        smsCode: form.smsCode.trim(),
        invite_code: query?.invite_code ?? '',
        id: asId(query?.id ?? ''),
      },
      { quiet: true, loading: t('Loading...') },
    );
    if (res.success) {
      toast(MSG.success);
      // The registration event (spec §8): the click tracking call with the phone; its answer is ignored,
      // and it survives the visitor going on to the app store (a keepalive send, ADR 0037).
      sendAndForget(trackClick, {
        page_id: query?.id ?? '',
        user_from: base.user_from,
        client_type: clientType(navigator.userAgent),
        page_type: 1,
        utm_tag: base.utm_tag,
        app_from: base.app_from,
        phone: base.phone,
      });
      onDone();
    } else if (res.code === null) {
      // network message already shown
    } else if (Number(res.code) === LANDING_CODE.registered) {
      toast(MSG.registered);
      onDone();
    } else if (Number(res.code) === LANDING_CODE.registerCaptchaWrong) {
      toast(res.message || MSG.captcha);
      newCaptcha();
      refs.capcode.current?.focus();
    } else toast(res.message);
  };

  const errorOf = (field: FieldName) => (error?.field === field ? error.message : '');
  const described = (field: FieldName) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `err-${field}` } : {};
  const errorLine = (field: FieldName) =>
    errorOf(field) ? (
      <p id={`err-${field}`} className="landing-field__error" role="alert">
        {errorOf(field)}
      </p>
    ) : null;

  return (
    <form className="card" noValidate aria-label={t('Register')}>
      <div className="landing-field">
        <label htmlFor="landing-phone">{t('Mobile number')}</label>
        <input
          id="landing-phone"
          className="text-input"
          ref={refs.phone}
          // Text with the numeric keypad: `tel-national` (the number as dialled at home, 0917…) is not an
          // autofill token a type="tel" field may carry (HTML's autofill rules; the Nu Html Checker says so).
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="0917 123 4567"
          value={formatPhone(form.phone)}
          onChange={(e) => update('phone', normalizePhone(e.target.value))}
          {...described('phone')}
        />
        {errorLine('phone')}
      </div>

      <div className="landing-field">
        <label htmlFor="landing-captcha">{t('Picture captcha')}</label>
        <div className="landing-row">
          <input
            id="landing-captcha"
            className="text-input"
            ref={refs.capcode}
            type="text"
            maxLength={4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('4 characters')}
            value={form.capcode}
            onChange={(e) => update('capcode', e.target.value)}
            {...described('capcode')}
          />
          <span className="landing-captcha">
            {sid && !captchaBroken ? (
              <img
                src={`${GET_CAPTCHA_PATH}?sid=${encodeURIComponent(sid)}&t=${stamp}`}
                alt={t('Picture captcha: type the 4 characters shown')}
                width={120}
                height={44}
                onError={() => setCaptchaBroken(true)}
              />
            ) : (
              <span className="landing-captcha__placeholder">
                {captchaBroken ? t('Picture not loaded') : t('Loading…')}
              </span>
            )}
          </span>
          <button
            type="button"
            className="icon-button landing-icon-button"
            aria-label={t('Refresh the picture captcha')}
            onClick={onRefresh}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        {errorLine('capcode')}
      </div>

      <div className="landing-field">
        <label htmlFor="landing-sms">{t('SMS code')}</label>
        <div className="landing-row">
          <input
            id="landing-sms"
            className="text-input"
            ref={refs.smsCode}
            type="text"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('6 digits')}
            value={form.smsCode}
            onChange={(e) => update('smsCode', digitsOnly(e.target.value).slice(0, 6))}
            {...described('smsCode')}
          />
          <CountdownButton
            className="landing-sms-button"
            onClick={onSendSms}
            onBlockedClick={() => toast(MSG.repeat)}
          />
        </div>
        {errorLine('smsCode')}
      </div>

      <ActionButton type="submit" className="btn landing-apply" action={onApply}>
        {t('Apply')}
      </ActionButton>
      <p className="landing-consent">
        {tNodes('By applying you agree to our {policy}.', {
          policy: (
            <a key="policy" href={config.policyUrl}>
              {t('Privacy Policy')}
            </a>
          ),
        })}
      </p>
    </form>
  );
}
