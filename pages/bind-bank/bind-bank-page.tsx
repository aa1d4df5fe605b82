/**
 * Bind bank ('Payment account information', spec §2, §4, §5): the server's field list for the chosen
 * card type (tabs), digit inputs that group as the borrower types, pickers with Confirm and Cancel, and
 * 'Next', hidden while the on-screen keyboard is up. Saving sends every value by its code; success ends
 * the native bank flow (or returns to the loan details), failure keeps everything typed.
 */
import { formCall } from './first-calls';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { bindCardNew, changeCard } from '../../shared/api/contract/bank';
import { call } from '../../shared/api/request';
import type { CardFormItem } from '../../shared/api/contract/bank';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { inNativeShell, native } from '../../shared/bridge/native';
import { entryUrl, readQuery } from '../../shared/session/query';
import { replaceInFlow } from '../../shared/app/open-page';
import { shellHandover } from '../../shared/platform/tap-guard';
import { ActionButton } from '../../shared/ui/action-button';
// The field module directly: the folder's index also re-exports the sheet, which must stay lazy.
import { PickerField } from '../../shared/ui/picker/picker-field';
import { TabPanel, Tabs } from '../../shared/ui/tabs';
import { toast } from '../../shared/feedback/toast';
import { t } from '../../shared/i18n/t';
import {
  buildPayload,
  CARD_TYPE_CODE,
  cardTypeTabs,
  editDigits,
  formatField,
  formProblems,
  initialValues,
  isDigitInput,
  isPicker,
  isPristine,
  optionsOf,
  sentValue,
  serverMaxLength,
  takesTypedValue,
  takesWholeNumber,
  TEXT_MAX_LENGTH,
  visibleFields,
} from './card-form';
import type { FieldProblem, FormValues } from './card-form';
import { useKeyboardOpen } from './use-keyboard-open';
import './bind-bank.css';

const TABS_ID = 'card-type';
const fieldId = (code: string) => `bank-field-${code.replace(/[^\w-]/g, '_')}`;

export function BindBankPage() {
  const { state: s, reload } = useLoad(formCall, { loading: true });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    native.bankStart();
  }, []);

  return (
    <PageLayout title={t('Payment account information')}>
      <LoadView state={s} reload={reload} lines={4}>
        {(d) => <BankForm items={d.items} />}
      </LoadView>
    </PageLayout>
  );
}

function BankForm({ items }: { items: CardFormItem[] }) {
  const [values, setValues] = useState<FormValues>(() => initialValues(items));
  const [cardType, setCardType] = useState(() => values[CARD_TYPE_CODE]);
  /** Every field's problem found on Next, each shown beside its field until that field changes. */
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [saveError, setSaveError] = useState('');
  /** Saved in a plain browser, where no shell takes the borrower on: the page says where to go next. */
  const [saved, setSaved] = useState(false);
  const keyboardOpen = useKeyboardOpen();
  const tabs = cardTypeTabs(items);
  const typeTitle = items.find((i) => i.code === CARD_TYPE_CODE)?.title || t('Account type');
  const fields = visibleFields(items, cardType);

  const setValue = (code: string, value: string) => {
    setValues((prev) => ({ ...prev, [code]: value }));
    setProblems((found) => found.filter((p) => p.code !== code));
  };

  /** The payout account: one save per tap however fast the taps, checks included (ADR 0027, 0036). */
  async function submit() {
    const found = formProblems(items, values, cardType);
    setProblems(found);
    if (found.length) {
      // The spec's message of the first, as before; the others wait beside their fields, the first focused.
      toast(found[0].message);
      document.getElementById(fieldId(found[0].code))?.querySelector<HTMLElement>('input, button')?.focus();
      return false;
    }
    setSaveError('');
    const query = readQuery();
    const fromLoan = query.source === 'loanDetail';
    // From the loan details it replaces the card the loan pays out to; else it adds the first one.
    const res = await call(
      fromLoan ? changeCard : bindCardNew,
      buildPayload(items, values, cardType, query.product_id ?? ''),
      { loading: true },
    );
    if (!res.success) {
      // The helper has toasted the message; it stays on the form too, and every value stays as typed.
      setSaveError(res.message);
      return false;
    }
    // Offline now (the card is saved): the borrower stays, told so, and Next takes them on once back.
    if (fromLoan) return replaceInFlow(entryUrl('order', { source: 'loanDetail', accountChanged: 1 }));
    native.bankEnd();
    // The shell closes the page and goes on with the application; a plain browser has no flow to return
    // to (its close would go back or show nothing): the page says the account is saved and where next.
    if (!inNativeShell()) {
      setSaved(true);
      return false;
    }
    native.close();
    return shellHandover();
  }

  if (saved)
    return (
      <section className="card" role="status">
        <p>{t('Your payment account is saved.')}</p>
        <p>{t('Go back to the app to continue your application, or see our loans on the home page.')}</p>
        <ActionButton action={() => (native.home(), shellHandover())}>{t('Go to the home page')}</ActionButton>
      </section>
    );

  const fieldList = (
    <div className="card bank-form__fields">
      {fields.length === 0 && <p>{t('There is nothing to fill in for this account type.')}</p>}
      {fields.map((item) => (
        <Field
          key={item.code}
          item={item}
          value={values[item.code] ?? ''}
          error={problems.find((p) => p.code === item.code)?.message ?? ''}
          onChange={(v) => setValue(item.code, v)}
        />
      ))}
    </div>
  );

  return (
    <form className="bank-form" noValidate>
      {tabs.length > 1 ? (
        <>
          <Tabs
            items={tabs}
            value={cardType}
            onChange={(key) => {
              setCardType(key);
              setProblems([]);
            }}
            ariaLabel={typeTitle}
            idPrefix={TABS_ID}
          />
          <TabPanel idPrefix={TABS_ID} tabKey={cardType}>
            {fieldList}
          </TabPanel>
        </>
      ) : (
        fieldList
      )}
      {saveError && <p className="bank-form__save-error">{saveError}</p>}
      <div className="bank-form__footer" data-bottom-bar hidden={keyboardOpen}>
        <ActionButton type="submit" money action={submit}>
          {t('Next')}
        </ActionButton>
      </div>
    </form>
  );
}

interface FieldProps {
  item: CardFormItem;
  value: string;
  error: string;
  onChange: (value: string) => void;
}

function Field({ item, value, error, onChange }: FieldProps) {
  const id = fieldId(item.code);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const errorText = error && (
    <p id={errorId} className="bank-field__error">
      {error}
    </p>
  );

  if (isPicker(item)) {
    return (
      <div id={id} className="bank-field">
        <PickerField
          label={item.title}
          value={value}
          options={optionsOf(item)}
          placeholder={item.subtitle || t('Please select')}
          onChange={onChange}
          freeText={takesTypedValue(item)}
          errorId={error ? errorId : undefined}
        />
        {errorText}
      </div>
    );
  }

  const digits = isDigitInput(item);
  // An untouched prefill is shown as the server sent it (D14): grouped only when grouping is all that
  // changes (plain digits within the field's limit), else as is (masked, longer, written with '+63').
  const formatted = formatField(item, value);
  const display = isPristine(item, value) && formatted.value !== value ? value : formatted.display;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!digits) return onChange(formatField(item, input.value).value);
    const deleting = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
    const next = editDigits(item, value, input.value, input.selectionStart ?? input.value.length, deleting);
    // Write the formatted text and caret now: React then finds the DOM already matching and leaves it.
    input.value = next.display;
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    onChange(next.value);
  };
  const whole = takesWholeNumber(item);
  const kept = whole ? sentValue(item, value) : '';
  const wholeId = `${id}-whole`;
  const describedBy =
    [item.subtitle ? hintId : '', whole ? wholeId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div id={id} className="bank-field">
      <label htmlFor={`${id}-input`} className="bank-field__label">
        {item.title}
      </label>
      <input
        id={`${id}-input`}
        className="bank-field__input"
        type="text"
        inputMode={digits ? 'numeric' : 'text'}
        autoComplete={item.inputType === 'phone' ? 'tel-national' : 'off'}
        maxLength={digits ? undefined : (serverMaxLength(item) ?? TEXT_MAX_LENGTH)}
        value={display}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={item.required !== 0 || undefined}
      />
      {item.subtitle && (
        <p id={hintId} className="bank-field__hint">
          {item.subtitle}
        </p>
      )}
      {whole && (
        // D31: the field says it takes whole numbers, and which one it keeps when a point was typed.
        <p id={wholeId} className="bank-field__hint">
          {kept && kept !== value.replace(/,/g, '')
            ? t('Whole numbers only: {kept} is saved.', { kept })
            : t('Whole numbers only.')}
        </p>
      )}
      {errorText}
    </div>
  );
}
