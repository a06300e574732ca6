import type { Route } from './+types/api-proxy';
import { proxyToApi } from '../../lib/proxy.server';

export const loader = ({ request }: Route.LoaderArgs) => proxyToApi(request);
export const action = ({ request }: Route.ActionArgs) => proxyToApi(request);
