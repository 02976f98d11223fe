export { HelpPage as default } from '@web/features/info-pages';
