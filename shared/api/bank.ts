/** Bind-card calls. */
import { bindCardNew, cardInit, changeCard } from './contract/bank';
import { asId } from './contract/declare';
import type { BindCardRequest } from './contract/bank';
import { request } from './request';
import { requestParsed } from './parsed';
import type { RequestOptions } from './request';

/** @example const res = await fetchCardForm('3'); res.data?.items */
export const fetchCardForm = (productId: string, options?: RequestOptions) =>
  requestParsed(cardInit, productId ? { product_id: asId(productId) } : {}, options);

/** @example await saveCard(values, { change: source === 'loanDetail', loading: true }); */
export const saveCard = (form: BindCardRequest, options: RequestOptions & { change?: boolean } = {}) => {
  const { change, ...rest } = options;
  return request(change ? changeCard : bindCardNew, form, rest);
};
