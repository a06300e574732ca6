import { Outlet } from 'react-router';
import { DefaultFrame } from '../frame/Frame';
import { CartProvider } from '../lib/cart';

export default function DefaultLayout() {
  return (
    <CartProvider>
      <DefaultFrame>
        <Outlet />
      </DefaultFrame>
    </CartProvider>
  );
}
