/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { unionErrorInfo } from '../../shared/api/contract/loan';
import { firstCall } from '../../shared/api/first-call';

export const unionCall = firstCall(unionErrorInfo, {});

export default [unionCall];
