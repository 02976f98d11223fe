export { CategoriesPage as default } from '@web/features/info-pages';
