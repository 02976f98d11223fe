export { AdminMessagesPage as default } from '@web/features/admin-messages';
