export { AdminPaymentsPage as default } from '@web/features/admin-payments';
