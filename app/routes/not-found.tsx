import { data } from 'react-router';
import { NotFound } from '~/components/not-found';

// Any path no other route claims: answer HTTP 404; the root ErrorBoundary shows the 404 page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
