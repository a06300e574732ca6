/** Liveness of the SSR server itself, for load balancers and the start script. */
export function loader() {
  return Response.json({ status: 'ok' });
}
