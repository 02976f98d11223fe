export { ContactPage as default } from '@web/features/contact';
