import { data } from 'react-router';

// Content schemes by path arrive with the creator; until a scheme matches, the path is a 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  return null;
}
