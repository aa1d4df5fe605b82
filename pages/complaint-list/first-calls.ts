/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { problemList } from '../../shared/api/contract/complaint';
import { firstCall } from '../../shared/api/first-call';

export const listCall = firstCall(problemList, {});

export default [listCall];
