export { AdminDashboardPage } from './components/dashboard-page';
