/** Bind-card calls. */
import { bindCardNew, cardInit, changeCard } from './contract/bank';
import type { BindCardRequest, CardInitRequest } from './contract/bank';
import { request } from './request';
import { requestParsed } from './parsed';
import type { RequestOptions } from './request';

/** @example const res = await fetchCardForm({ product_id }); res.data?.items */
export const fetchCardForm = (req: CardInitRequest, options?: RequestOptions) => requestParsed(cardInit, req, options);

/** @example await saveCard(values, { change: source === 'loanDetail', loading: true }); */
export const saveCard = (form: BindCardRequest, options: RequestOptions & { change?: boolean } = {}) => {
  const { change, ...rest } = options;
  return request(change ? changeCard : bindCardNew, form, rest);
};
