import { storefrontConfig } from '../../lib/config.server';

/** The sitemap's address is the configured PUBLIC_ORIGIN's, never the client's Host header (it would be echoed into caches). */
export function loader() {
  const origin = storefrontConfig().publicOrigin;
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /account', 'Disallow: /order', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
