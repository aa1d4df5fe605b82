/**
 * The marketing feedback form ('Facebook' in the nav; spec §5, contract D5): name, telephone and
 * suggestion, all required; really sent to `feedback/save`, 'Success!' only when the call succeeds.
 * Without JavaScript it cannot send (the backend answers JSON, not a page): the form has no action, its
 * Submit stays disabled until the script runs, and until then a note says so, with the e-mail address
 * (ADR "public-pages-without-javascript").
 */
import { useEffect, useRef, useState } from 'react';
import { feedbackSave } from '../../shared/api/contract/service';
import { call } from '../../shared/api/request';
import { ActionButton } from '../../shared/ui/action-button';
import { config } from '../../shared/config/config';
import { toast } from '../../shared/feedback/toast';
import { t, tNodes } from '../../shared/i18n/t';

export const INCOMPLETE_MESSAGE = t('Please provide complete information!');
export const SUCCESS_MESSAGE = t('Success!');

type Field = 'name' | 'telephone' | 'suggestion';
const FIELDS: Field[] = ['name', 'telephone', 'suggestion'];

/** The fields left empty (after trimming), in form order. */
export function missingFields(form: Record<Field, string>): Field[] {
  return FIELDS.filter((f) => !form[f].trim());
}

export function FeedbackForm() {
  const [form, setForm] = useState<Record<Field, string>>({ name: '', telephone: '', suggestion: '' });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  // False in the prerendered HTML: a Submit that cannot send stays disabled until the script runs.
  const [scripted, setScripted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- true only once the script runs (after hydration)
  useEffect(() => setScripted(true), []);

  const change = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setInvalid((list) => list.filter((f) => f !== field));
  };

  /** One message per tap however fast the taps: Submit's tap guard (ADR 0027, 0036), Submit marked busy. */
  async function submit() {
    const missing = missingFields(form);
    if (missing.length) {
      setInvalid(missing);
      toast(INCOMPLETE_MESSAGE);
      formRef.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    const res = await call(
      feedbackSave,
      { name: form.name.trim(), telephone: form.telephone.trim(), suggestion: form.suggestion.trim() },
      { loading: t('Sending...') },
    );
    if (res.success) {
      toast(SUCCESS_MESSAGE);
      setForm({ name: '', telephone: '', suggestion: '' });
    }
  }

  const attrs = (field: Field) => ({
    id: `fb-${field}`,
    className: 'text-input',
    name: field,
    value: form[field],
    required: true,
    'aria-invalid': invalid.includes(field) || undefined,
  });

  return (
    <form ref={formRef} className="mk-form" noValidate aria-labelledby="feedback-title">
      <label htmlFor="fb-name">{t('Name')}</label>
      <input
        {...attrs('name')}
        type="text"
        autoComplete="name"
        maxLength={60}
        onChange={(e) => change('name', e.target.value)}
      />
      <label htmlFor="fb-telephone">{t('Telephone')}</label>
      <input
        {...attrs('telephone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
        onChange={(e) => change('telephone', e.target.value)}
      />
      <label htmlFor="fb-suggestion">{t('Suggestion')}</label>
      <textarea
        {...attrs('suggestion')}
        rows={5}
        maxLength={1000}
        onChange={(e) => change('suggestion', e.target.value)}
      />
      {/* Disabled only in the prerendered HTML (it cannot send without the script); never aria-disabled beside it. */}
      <ActionButton type="submit" disabled={!scripted} action={submit}>
        {t('Submit')}
      </ActionButton>
      {/* In the prerendered HTML only (not a <noscript>: it also covers a script still loading, or one that failed). */}
      {!scripted && (
        <p className="mk-form__nojs">
          {tNodes(
            'Sending this form needs JavaScript. If Submit stays greyed out, turn JavaScript on and reload the page, or e-mail us at {email}.',
            {
              email: (
                <a key="email" href={`mailto:${config.serviceEmail}`}>
                  {config.serviceEmail}
                </a>
              ),
            },
          )}
        </p>
      )}
    </form>
  );
}
