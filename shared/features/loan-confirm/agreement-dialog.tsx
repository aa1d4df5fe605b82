import { t } from '../../i18n/t';
import { Dialog, DialogActions } from '../../ui/dialog';
import { DocumentFrame } from '../../ui/document-frame';

export interface AgreementDialogProps {
  open: boolean;
  /** The document's title: the dialog's heading and the frame's accessible name. */
  title: string;
  /** A guarded URL. */
  url: string;
  /** 'gate': Cancel and Agree (the modal at load); 'view': a document the borrower opened, with Close. */
  mode: 'gate' | 'view';
  onAgree: () => void;
  onCancel: () => void;
}

/**
 * An agreement document in a sandboxed frame (`DocumentFrame`): no scripts, forms, pop-ups or top
 * navigation. Same-origin is allowed so the (prerendered, static) document's own assets load without a
 * CORS failure; with scripts off it cannot use that origin.
 */
export function AgreementDialog({ open, title, url, mode, onAgree, onCancel }: AgreementDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={mode === 'view' ? onCancel : () => undefined}
      title={title}
      className="dialog--document"
    >
      {open && <DocumentFrame className="agreement-frame" src={url} title={title} />}
      {mode === 'gate' ? (
        <DialogActions cancel={{ label: t('Cancel'), onClick: onCancel }}>
          <button type="button" className="btn" onClick={onAgree}>
            {t('Agree')}
          </button>
        </DialogActions>
      ) : (
        <DialogActions>
          <button type="button" className="btn" onClick={onCancel}>
            {t('Close')}
          </button>
        </DialogActions>
      )}
    </Dialog>
  );
}
