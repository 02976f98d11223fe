import type source from '../messages/admin/payments/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/payments, read in the language being spoken. */
export const adminPayments = texts<typeof source>('admin/payments');
