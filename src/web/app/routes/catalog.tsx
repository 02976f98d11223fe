import { CatalogPage } from '@web/features/catalog';

export default CatalogPage;
