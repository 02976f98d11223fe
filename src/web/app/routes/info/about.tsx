export { AboutPage as default } from '@web/features/info-pages';
