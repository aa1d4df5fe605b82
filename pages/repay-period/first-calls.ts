/** The call this entry starts with while its HTML is parsed (ADR 0022): the page sends the same payload. */
import { playDetailCall } from '../../shared/features/repay-info/calls';

export default [playDetailCall];
