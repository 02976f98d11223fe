export { AdminSettingsPage } from './components/settings-page';
