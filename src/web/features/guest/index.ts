export { GuestCheckoutPage } from './components/guest-checkout-page';
