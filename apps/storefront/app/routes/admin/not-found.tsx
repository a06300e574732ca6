import { data } from 'react-router';

/** Unknown admin paths are a 404 like any other page. */
export function loader() {
  throw data('NOT_FOUND', { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
