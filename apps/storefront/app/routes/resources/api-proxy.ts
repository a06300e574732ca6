import type { Route } from './+types/api-proxy';
import { proxyToApi } from '../../lib/proxy.server';
import { rejectCrossSiteRequest } from '../../lib/securityHeaders.server';

export const loader = ({ request, context }: Route.LoaderArgs) => proxyToApi(request, context);
// Unsafe methods carry the session cookie into an authenticated API call: CSRF check first.
export const action = ({ request, context }: Route.ActionArgs) => rejectCrossSiteRequest(request) ?? proxyToApi(request, context);
