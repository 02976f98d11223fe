export { AdminSessionsPage } from './components/sessions-page';
