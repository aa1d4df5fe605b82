/** Readers of the customer-service responses (contract §2, D13). */
import * as v from 'valibot';
import type { ContactKfInfo } from '../contract/service';
import { reader, text } from './read';

export const contactKfInfo = /* @__PURE__ */ reader<ContactKfInfo>(v.object({ email: text, smWa: text }));
