export { TermsPage as default } from '@web/features/info-pages';
