export { AdminSessionsPage as default } from '@web/features/admin-sessions';
