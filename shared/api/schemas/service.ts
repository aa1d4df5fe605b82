/** Readers of the customer-service responses (contract §2, D13). */
import type { ContactKfInfo } from '../contract/service';
import { obj, reader, text } from './read';

export const contactKfInfo = /* @__PURE__ */ reader<ContactKfInfo>(obj({ email: text, smWa: text }));
