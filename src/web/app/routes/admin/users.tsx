export { AdminUsersPage as default } from '@web/features/admin-users';
