export { SupportPage as default } from '@web/features/contact';
