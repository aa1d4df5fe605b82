/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { contactKfInfo } from '../../shared/api/contract/service';
import { firstCall } from '../../shared/api/first-call';

export const contactCall = firstCall(contactKfInfo, { type: 30 });

export default [contactCall];
