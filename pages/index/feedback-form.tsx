/**
 * The marketing feedback form ('Facebook' in the nav; spec §5, contract D5): name, telephone and
 * suggestion, all required; really sent to `feedback/save`, 'Success!' only when the call succeeds.
 * Without JavaScript the form posts to the same call.
 */
import { useRef, useState } from 'react';
import { feedbackSave } from '../../shared/api/contract/service';
import { sendFeedback } from '../../shared/api/service';
import { toast } from '../../shared/feedback/toast';

export const INCOMPLETE_MESSAGE = 'Please provide complete information!';
export const SUCCESS_MESSAGE = 'Success!';

type Field = 'name' | 'telephone' | 'suggestion';
const FIELDS: Field[] = ['name', 'telephone', 'suggestion'];

/** The fields left empty (after trimming), in form order. */
export function missingFields(form: Record<Field, string>): Field[] {
  return FIELDS.filter((f) => !form[f].trim());
}

export function FeedbackForm() {
  const [form, setForm] = useState<Record<Field, string>>({ name: '', telephone: '', suggestion: '' });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setInvalid((list) => list.filter((f) => f !== field));
  };

  const submit = async () => {
    if (pendingRef.current) return;
    const missing = missingFields(form);
    if (missing.length) {
      setInvalid(missing);
      toast(INCOMPLETE_MESSAGE);
      formRef.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    pendingRef.current = true;
    setPending(true);
    const res = await sendFeedback({ name: form.name.trim(), telephone: form.telephone.trim(), suggestion: form.suggestion.trim() }, { loading: 'sending...' });
    pendingRef.current = false;
    setPending(false);
    if (res.success) {
      toast(SUCCESS_MESSAGE);
      setForm({ name: '', telephone: '', suggestion: '' });
    }
  };

  const attrs = (field: Field) => ({
    id: `fb-${field}`,
    className: 'text-input',
    name: field,
    value: form[field],
    required: true,
    'aria-invalid': invalid.includes(field) || undefined,
  });

  return (
    <form
      ref={formRef}
      className="mk-form"
      method="post"
      action={feedbackSave.path}
      noValidate
      aria-labelledby="feedback-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="fb-name">Name</label>
      <input {...attrs('name')} type="text" autoComplete="name" maxLength={60} onChange={(e) => change('name', e.target.value)} />
      <label htmlFor="fb-telephone">Telephone</label>
      <input {...attrs('telephone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} onChange={(e) => change('telephone', e.target.value)} />
      <label htmlFor="fb-suggestion">Suggestion</label>
      <textarea {...attrs('suggestion')} rows={5} maxLength={1000} onChange={(e) => change('suggestion', e.target.value)} />
      <button type="submit" className="btn" aria-disabled={pending}>
        Submit
      </button>
    </form>
  );
}
