export { PrivacyPage as default } from '@web/features/info-pages';
