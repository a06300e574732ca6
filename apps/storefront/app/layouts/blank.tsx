import { Outlet } from 'react-router';

/** No frame at all (embeds, transitional pages). */
export default function BlankLayout() {
  return <Outlet />;
}
