export { GuestAccessPage } from './components/guest-access-page';
export { GuestCheckoutPage } from './components/guest-checkout-page';
