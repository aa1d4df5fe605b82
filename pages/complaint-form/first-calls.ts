/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { problemInit } from '../../shared/api/contract/complaint';
import { firstCall } from '../../shared/api/first-call';

export const initCall = firstCall(problemInit, {});

export default [initCall];
