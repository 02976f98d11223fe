export { DemoPaymentPage } from './components/demo-payment-page';
export { PaymentPage } from './components/payment-page';
export { PaymentReturnPage } from './components/payment-return-page';
