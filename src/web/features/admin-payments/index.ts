export { AdminPaymentsPage } from './components/admin-payments-page';
