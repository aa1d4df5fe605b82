/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { agreementsCall, offerCall } from '../../shared/features/loan-confirm/calls';

export default [offerCall, agreementsCall];
