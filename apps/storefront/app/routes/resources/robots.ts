export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /account', 'Disallow: /order', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
