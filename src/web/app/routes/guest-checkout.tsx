import { GuestCheckoutPage } from '@web/features/guest';

export default GuestCheckoutPage;
