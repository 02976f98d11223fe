export { AdminDashboardPage as default } from '@web/features/admin-dashboard';
