import type source from '../messages/admin/payments/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/payments) in the language being spoken. */
export const adminPayments = texts<typeof source>('admin/payments');
