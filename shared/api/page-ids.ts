/**
 * Identifiers the page query carries (D23): the order, the product, the complaint a page was opened for.
 * Read as the text they are and sent back exactly; '' when the query lacks the key (a first call that
 * declares the key `needed` says what is missing before any call is made: `useLoad`).
 */
import { asId } from './contract/declare';
import type { Id } from './contract/declare';
import { readQuery } from '../session/query';

/** @example call(contractJump, { productId: pageId('productId'), scene: 3, position, orderId: asId('') }) */
export function pageId(key: string): Id {
  return asId(readQuery()[key] ?? '');
}
