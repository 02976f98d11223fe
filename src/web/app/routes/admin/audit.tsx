export { AdminAuditPage as default } from '@web/features/admin-audit';
