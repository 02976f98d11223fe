import { PaymentPage } from '@web/features/payment';

export default PaymentPage;
