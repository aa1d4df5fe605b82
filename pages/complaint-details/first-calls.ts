/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { problemDetail } from '../../shared/api/contract/complaint';
import { firstCall, fromQuery } from '../../shared/api/first-call';

export const detailCall = firstCall(problemDetail, { problemId: fromQuery('problemId', 'needed') });

export default [detailCall];
