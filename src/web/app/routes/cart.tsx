import { CartPage } from '@web/features/cart';

export default CartPage;
