import { DemoPaymentPage } from '@web/features/payment';

export default DemoPaymentPage;
