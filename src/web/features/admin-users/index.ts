export { AdminUsersPage } from './components/users-page';
