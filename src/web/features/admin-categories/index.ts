export { AdminCategoriesPage } from './components/categories-page';
