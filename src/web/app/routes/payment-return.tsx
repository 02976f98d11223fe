export { PaymentReturnPage as default } from '@web/features/payment';
