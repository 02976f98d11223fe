export { CookiesPage as default } from '@web/features/info-pages';
