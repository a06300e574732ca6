/**
 * The loader of a resource route that only takes POST: any other method gets 405 in the API's
 * error shape and an Allow header, not React Router's "Unexpected Server Error".
 */
export function postOnly({ request }: { request: Request }): Response {
  return Response.json(
    { code: 'METHOD_NOT_ALLOWED', message: `${request.method} is not allowed here: send the form with POST.` },
    { status: 405, headers: { Allow: 'POST' } },
  );
}
