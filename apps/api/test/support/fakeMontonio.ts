/**
 * A local stand-in for Montonio's Stargate API (docs.montonio.com/api/stargate), for tests and
 * e2e only: no network. It checks the store's order JWT exactly as Montonio does (HS256 with the
 * shop's secret key, the access key inside), answers with a paymentUrl on itself, and its payment
 * page lets the tester pick the outcome. It then posts a signed order token to the
 * notificationUrl and sends the browser to the returnUrl with `order-token`, as Montonio does.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SignJWT, jwtVerify } from 'jose';

export type MontonioStatus = 'PAID' | 'PENDING' | 'AUTHORIZED' | 'VOIDED' | 'ABANDONED';

interface FakeOrder {
  uuid: string;
  merchantReference: string;
  returnUrl: string;
  notificationUrl: string;
  grandTotal: number;
  currency: string;
  method: string;
}

export interface FakeMontonio {
  /** The Stargate base URL to configure as MONTONIO_API_URL. */
  apiUrl: string;
  accessKey: string;
  secretKey: string;
  orders: Map<string, FakeOrder>;
  /** Status codes of the notifications it posted, newest last. */
  notifications: { orderUuid: string; status: MontonioStatus; answer: number }[];
  /** The order token Montonio would send for this order and status. */
  orderToken(orderUuid: string, status: MontonioStatus, secretKey?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function signMontonioToken(secretKey: string, payload: Record<string, unknown>): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(secretKey));
}

const OUTCOMES: { status: MontonioStatus; label: string }[] = [
  { status: 'PAID', label: 'Pay' },
  { status: 'VOIDED', label: 'Payment fails' },
  { status: 'ABANDONED', label: 'Cancel payment' },
  { status: 'PENDING', label: 'Leave pending' },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeMontonio(keys: { accessKey: string; secretKey: string }): Promise<FakeMontonio> {
  const orders = new Map<string, FakeOrder>();
  const notifications: FakeMontonio['notifications'] = [];
  const key = new TextEncoder().encode(keys.secretKey);
  let origin = '';

  const orderToken = (orderUuid: string, status: MontonioStatus, secretKey = keys.secretKey) => {
    const order = orders.get(orderUuid);
    if (!order) throw new Error(`fake Montonio has no order ${orderUuid}`);
    return signMontonioToken(secretKey, {
      uuid: order.uuid,
      accessKey: keys.accessKey,
      merchantReference: order.merchantReference,
      merchantReferenceDisplay: order.merchantReference,
      paymentStatus: status,
      paymentMethod: order.method,
      grandTotal: order.grandTotal,
      currency: order.currency,
      senderIban: status === 'PAID' ? 'EE382200221020145685' : null,
      paymentProviderName: 'Fake bank',
    });
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const send = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    try {
      if (request.method === 'POST' && url.pathname === '/api/orders') {
        const { data } = JSON.parse(await readBody(request)) as { data?: string };
        let payload: Record<string, any>;
        try {
          ({ payload } = await jwtVerify(data ?? '', key, { algorithms: ['HS256'] }));
        } catch {
          return send(401, JSON.stringify({ message: 'Invalid token', statusCode: 401 }));
        }
        const required = ['merchantReference', 'returnUrl', 'notificationUrl', 'grandTotal', 'currency', 'locale'];
        const missing = required.filter((field) => payload[field] === undefined);
        if (payload.accessKey !== keys.accessKey || missing.length > 0 || !payload.payment?.method) {
          return send(400, JSON.stringify({ message: `Bad order: ${missing.join(', ') || 'accessKey or payment.method'}`, statusCode: 400 }));
        }
        const order: FakeOrder = {
          uuid: randomUUID(),
          merchantReference: String(payload.merchantReference),
          returnUrl: String(payload.returnUrl),
          notificationUrl: String(payload.notificationUrl),
          grandTotal: Number(payload.grandTotal),
          currency: String(payload.currency),
          method: String(payload.payment.method),
        };
        orders.set(order.uuid, order);
        return send(201, JSON.stringify({ uuid: order.uuid, merchantReference: order.merchantReference, paymentStatus: 'PENDING', paymentUrl: `${origin}/pay/${order.uuid}` }));
      }
      const pay = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      const order = pay ? orders.get(pay[1]!) : undefined;
      if (pay && !order) return send(404, 'No such order', 'text/plain');
      if (order && request.method === 'GET') {
        const buttons = OUTCOMES.map(({ status, label }) => `<button name="status" value="${status}">${label}</button>`).join('\n');
        return send(200, `<!doctype html><html lang="en"><head><title>Montonio (local fake)</title></head><body><main><h1>Montonio (local fake)</h1><p>Order ${escapeHtml(order.merchantReference)}: ${order.grandTotal.toFixed(2)} ${escapeHtml(order.currency)}</p><form method="post">${buttons}</form></main></body></html>`, 'text/html; charset=utf-8');
      }
      if (order && request.method === 'POST') {
        const status = new URLSearchParams(await readBody(request)).get('status') as MontonioStatus;
        const token = await orderToken(order.uuid, status);
        const answer = await fetch(order.notificationUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderToken: token }) }).then(
          (notified) => notified.status,
          () => 0,
        );
        notifications.push({ orderUuid: order.uuid, status, answer });
        const back = new URL(order.returnUrl);
        back.searchParams.set('order-token', token);
        response.writeHead(303, { location: back.href });
        return response.end();
      }
      send(404, JSON.stringify({ message: 'Not found', statusCode: 404 }));
    } catch (error) {
      send(500, JSON.stringify({ message: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/api`,
    ...keys,
    orders,
    notifications,
    orderToken,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
