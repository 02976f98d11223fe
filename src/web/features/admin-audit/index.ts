export { AdminAuditPage } from './components/audit-page';
