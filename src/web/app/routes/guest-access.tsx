import { PlaceholderPage } from '@web/components/placeholder-page';

// replaced by its page (issue 12)
export default PlaceholderPage;
