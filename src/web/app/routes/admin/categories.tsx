export { AdminCategoriesPage as default } from '@web/features/admin-categories';
