import { adminPayments } from '@shared/i18n/admin/payments';

/** Placeholder until the payments page lands (issue 14). */
export function AdminPaymentsPage() {
  return <h1 className="text-2xl font-bold">{adminPayments.title}</h1>;
}
