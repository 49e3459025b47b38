import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the part of the Zaprite API Holeout uses — `POST /v1/orders`,
 * `GET /v1/orders/{id}` — plus a checkout page whose Pay button marks the order paid, sends the
 * webhook and returns to the order's `redirectUrl`. For the API tests and the e2e harness only:
 * it records every request and answers orders in whatever state a test sets.
 */
export interface StandInOrder {
  id: string;
  status: string;
  amount: number;
  currency: string;
  externalUniqId: string;
  redirectUrl: string;
  metadata: Record<string, unknown>;
  checkoutUrl: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export class ZapriteStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly requests: RecordedRequest[] = [];
  /** When true every API call answers 503 (Zaprite down). */
  down = false;
  /** Where the Pay button sends the webhook nudge; unset: no webhook. */
  webhookUrl: string | null = null;
  private server: Server | null = null;
  url = '';

  constructor(private readonly apiKey: string) {}

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The single order created most recently. */
  lastOrder(): StandInOrder {
    const all = [...this.orders.values()];
    const last = all[all.length - 1];
    if (!last) throw new Error('no order was created');
    return last;
  }

  set(id: string, changes: Partial<StandInOrder>): void {
    const order = this.orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    Object.assign(order, changes);
  }

  /** Posts the nudge Zaprite would send for `id` to `url` (default: `webhookUrl`). */
  async sendWebhook(id: string, url = this.webhookUrl): Promise<number> {
    if (!url) throw new Error('no webhook URL');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventType: 'order.change', id, status: this.orders.get(id)?.status ?? 'PAID' }),
    });
    await res.arrayBuffer();
    return res.status;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      body,
    });

    const checkout = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    if (checkout) return this.checkoutPage(req, res, checkout[1] as string, Boolean(checkout[2]));

    if (this.down) return json(res, 503, { message: 'Service unavailable' });
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) return json(res, 401, { message: 'Unauthorized' });
    if (req.method === 'POST' && url.pathname === '/v1/orders') {
      const b = (body ?? {}) as Record<string, unknown>;
      const id = `zap_${randomUUID()}`;
      const order: StandInOrder = {
        id,
        status: 'PENDING',
        amount: Number(b.amount),
        currency: String(b.currency),
        externalUniqId: String(b.externalUniqId),
        redirectUrl: String(b.redirectUrl),
        metadata: (b.metadata ?? {}) as Record<string, unknown>,
        checkoutUrl: `${this.url}/checkout/${id}`,
      };
      this.orders.set(id, order);
      return json(res, 200, order);
    }
    const read = /^\/v1\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && read) {
      const order = this.orders.get(decodeURIComponent(read[1] as string));
      return order ? json(res, 200, order) : json(res, 404, { message: 'Not found' });
    }
    json(res, 404, { message: 'Not found' });
  }

  private async checkoutPage(req: IncomingMessage, res: ServerResponse, id: string, pay: boolean): Promise<void> {
    const order = this.orders.get(id);
    if (!order) return json(res, 404, { message: 'Not found' });
    if (pay && req.method === 'POST') {
      order.status = 'PAID';
      if (this.webhookUrl) await this.sendWebhook(id).catch(() => 0);
      res.writeHead(303, { location: order.redirectUrl });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Zaprite checkout (local)</title></head><body><main>` +
        `<h1>Checkout</h1><p>Amount: ${(order.amount / 100).toFixed(2)} ${order.currency}</p>` +
        `<form method="post" action="/checkout/${id}/pay"><button type="submit">Pay</button></form></main></body></html>`,
    );
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
