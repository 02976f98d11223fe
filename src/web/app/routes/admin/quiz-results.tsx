export { AdminResultsPage as default } from '@web/features/admin-results';
