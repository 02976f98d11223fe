export { FaqPage as default } from '@web/features/info-pages';
