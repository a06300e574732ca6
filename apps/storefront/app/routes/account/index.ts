import { sameOriginRedirect } from '../../lib/sameOriginPath';
import type { Route } from './+types/index';

/**
 * /account (typed, bookmarked, or what a shopper tries first) is the overview. Its query stays
 * (?lang=); the overview's guard sends a logged-out visitor on to /.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw sameOriginRedirect(`/account/overview${new URL(request.url).search}`);
}
