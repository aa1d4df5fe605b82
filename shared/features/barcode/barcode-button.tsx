import { useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { toast } from '../../feedback/toast';
import './barcode.css';
import { t } from '../../i18n/t';

export const BARCODE_FAILED_MESSAGE = t(
  'The barcode could not be loaded. Please check your connection, or give the reference number instead.',
);

type DialogComponent = ComponentType<{ code: string; open: boolean; onClose: () => void }>;

/**
 * 'Show barcode': a modal with the pay code as a CODE128 barcode. The modal and JsBarcode are fetched
 * on the first tap only (they are not part of the start JS); a failed fetch says so and can be retried.
 * @example <BarcodeButton code={payCode} />
 */
export function BarcodeButton({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const [View, setView] = useState<DialogComponent | null>(null);
  const loading = useRef(false);

  function show() {
    if (View) {
      setOpen(true);
      return;
    }
    if (loading.current) return;
    loading.current = true;
    import('./barcode-dialog')
      .then((m) => {
        setView(() => m.BarcodeDialog);
        setOpen(true);
      })
      .catch(() => toast(BARCODE_FAILED_MESSAGE))
      .finally(() => {
        loading.current = false;
      });
  }

  return (
    <>
      <button type="button" className="btn btn--secondary barcode__btn" aria-haspopup="dialog" onClick={show}>
        {t('Show barcode')}
      </button>
      {View && <View code={code} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
