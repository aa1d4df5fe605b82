/**
 * The action button (ADR 0036): every control that opens another screen, sends a form or moves money is
 * this one button, and it alone runs the page's tap guard (`shared/platform/tap-guard.ts`, ADR 0027). The
 * tap marks it `aria-busy="true"` in the tap's own task, every other guarded tap on the page is refused
 * until the action ends without leaving, and a throwing action opens the guard again. A page never keeps a
 * ref or a guard of its own for a second tap.
 * - `money`: the button is also `disabled` while any guarded action holds the page (the money guard: the
 *   borrower sees Payment, Apply now or Confirm cannot be pressed until the page has left or come back);
 *   only these buttons re-render when the guard locks or opens.
 * - `type="submit"`: the button runs its action for its form's every submit event (a tap, Enter in a
 *   field, `requestSubmit()`; a form has one such button), so the form's checks run inside the guard and
 *   a second submit does nothing, not even the checks again. The browser never sends the form itself.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { guardTap, onTapBusy, tapBusy } from '../../platform/tap-guard';
import type { TapAction } from '../../platform/tap-guard';

export interface ActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'type' | 'aria-busy'
> {
  /** What the tap does; resolves `true` when it sent the page away (the guard then stays locked). */
  action: TapAction;
  /** A money action: disabled while any guarded action holds the page. */
  money?: boolean;
  type?: 'button' | 'submit';
  /**
   * The URL of the screen this button opens, when it opens one (`entryUrl(…)`): its document and first
   * read start when the finger lands (`data-opens`, shared/app/next-start.ts, ADR 0048).
   */
  opens?: string;
}

const never = () => false;

/** Whether a guarded action holds the page, re-rendering when that changes (the money buttons' state). */
export function useTapBusy(): boolean {
  return useSyncExternalStore(onTapBusy, tapBusy, never);
}

/**
 * @example <ActionButton opens={url} action={() => openInFlow(url)}>Rollover</ActionButton> // url = entryUrl('repay-delay')
 * @example <ActionButton money action={() => pay(payload)}>Payment</ActionButton>
 * @example <form noValidate><ActionButton type="submit" action={save}>Next</ActionButton></form>
 */
export function ActionButton({
  action,
  money = false,
  type = 'button',
  className = 'btn',
  disabled,
  opens,
  ...rest
}: ActionButtonProps) {
  // A plain button reads a constant: it does not re-render when the guard locks or opens.
  const busy = useSyncExternalStore(onTapBusy, money ? tapBusy : never, never);
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    const button = ref.current;
    const form = type === 'submit' ? button?.form : null;
    if (!button || !form) return;
    const submit = (event: SubmitEvent) => {
      event.preventDefault();
      void guardTap(button, () => latest.current());
    };
    form.addEventListener('submit', submit);
    return () => form.removeEventListener('submit', submit);
  }, [type]);

  function click(event: MouseEvent<HTMLButtonElement>) {
    if (type !== 'submit') void guardTap(event.currentTarget, action);
  }

  return (
    <button
      {...rest}
      data-opens={opens}
      ref={ref}
      type={type}
      className={className}
      disabled={disabled || (money && busy)}
      onClick={click}
    />
  );
}
