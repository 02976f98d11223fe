import type source from '../messages/admin/payments/uz-latn';
import { texts } from '../runtime/texts';

/** The admin's payments page: every payment with its provider, and Payme reconciliation. */
export const adminPayments = texts<typeof source>('admin/payments');
