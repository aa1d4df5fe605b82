/**
 * The loan confirm's dialogs, fetched when one is needed (agreement document, promo pop-up, retention
 * pop-up, the copy of the Disclosure Statement) with what only a tap asks for (an agreement's address):
 * one chunk, one import in the screen's start script, which the Disclosure Statement (D25) shares.
 */
import { useId } from 'react';
import { contractJump } from '../../api/contract/loan';
import type { ContractItem, LoanConfirm } from '../../api/contract/loan';
import { call } from '../../api/request';
import { native } from '../../bridge/native';
import { toast } from '../../feedback/toast';
import { UNSAFE_URL_MESSAGE } from '../../feedback/messages';
import { guardUrl } from '../../security/safe-url';
import { pageId } from '../../api/page-ids';
import { asId } from '../../api/contract/declare';
import { Dialog } from '../../ui/dialog';
import { AgreementDialog } from './agreement-dialog';
import type { Disclosure } from './disclosure';
import { termDays } from './loan-confirm-logic';
import { StatementCopy } from './statement-copy';
import { t } from '../../i18n/t';

export { confirmDialog } from '../../ui/dialog/confirm-dialog';
export { checkCaps } from './cap-check';

/** The agreement document shown: at load (`gate`: Cancel closes the web view) or opened by the borrower. */
export interface DocState {
  title: string;
  url: string;
  mode: 'gate' | 'view';
}

export interface LoanDialogsProps {
  offer: LoanConfirm;
  disclosure: Disclosure;
  doc: DocState | null;
  setDoc: (doc: DocState | null) => void;
  /** The copy of the Disclosure Statement is open. */
  keeping: boolean;
  setKeeping: (open: boolean) => void;
  /** v2's promo pop-up is due (it waits for an agreement shown at load). */
  promo: boolean;
  setPromo: (open: boolean) => void;
}

/** Whichever of the page's dialogs is open, from the page's state. */
export function LoanDialogs({
  offer,
  disclosure,
  doc,
  setDoc,
  keeping,
  setKeeping,
  promo,
  setPromo,
}: LoanDialogsProps) {
  return (
    <>
      {doc !== null && (
        <AgreementDialog
          open
          title={doc.title}
          url={doc.url}
          mode={doc.mode}
          onAgree={() => setDoc(null)}
          onCancel={() => (doc.mode === 'gate' ? native.close() : setDoc(null))}
        />
      )}
      {keeping && (
        <StatementCopy offer={offer} disclosure={disclosure} term={termDays(offer)} onClose={() => setKeeping(false)} />
      )}
      {promo && doc === null && (
        <PromoDialog open message={offer.NewPopMsg} buttonText={offer.NewButtonMsg} onClose={() => setPromo(false)} />
      )}
    </>
  );
}

/**
 * The guarded address of an agreement the borrower tapped (contract-jump), or '' when there is none to
 * open (a failed call has said why; a refused link is said here).
 */
export async function contractUrl(item: ContractItem): Promise<string> {
  const res = await call(
    contractJump,
    { productId: pageId('productId'), scene: 3, position: item.position, orderId: asId('') },
    { loading: true },
  );
  if (!res.success) return '';
  const url = guardUrl(res.data?.contract_url);
  if (!url) toast(UNSAFE_URL_MESSAGE);
  return url ?? '';
}

export interface PromoDialogProps {
  open: boolean;
  message: string;
  buttonText: string;
  onClose: () => void;
}

/** v2's promo pop-up: the server's message, a close icon and the server's button text (dismisses). */
export function PromoDialog({ open, message, buttonText, onClose }: PromoDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={id} closeLabel={t('Close')}>
      <p id={id} className="dialog__message lc-promo">
        {message}
      </p>
      {buttonText && (
        <button type="button" className="btn" onClick={onClose}>
          {buttonText}
        </button>
      )}
    </Dialog>
  );
}
