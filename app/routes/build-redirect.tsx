import { redirect } from 'react-router';
import type { Route } from './+types/build-redirect';

// The spec's other reading of the Build Your PC route; a shared `?parts=` link keeps working.
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/build-pc${search}`, 301);
}
