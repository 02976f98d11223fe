export { AdminSettingsPage as default } from '@web/features/admin-settings';
