import { PlaceholderPage } from '@web/components/placeholder-page';

export default PlaceholderPage;
