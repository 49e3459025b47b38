/**
 * The Zaprite orders API (DESIGN §8): create an order and read it back. Only these two calls are
 * made; a webhook body is never trusted, the order is always re-read from here.
 */

/** Zaprite's order statuses. OVERPAID counts as paid; UNDERPAID does not. */
export const ZAPRITE_PAID_STATUSES: ReadonlySet<string> = new Set(['PAID', 'OVERPAID', 'COMPLETE']);

export interface ZapriteOrder {
  id: string;
  status: string;
  amount: number;
  currency: string;
  externalUniqId: string | null;
  checkoutUrl: string | null;
}

export interface NewZapriteOrder {
  amount: number;
  currency: string;
  externalUniqId: string;
  redirectUrl: string;
  label: string;
  metadata: Record<string, string>;
}

/** Zaprite could not be reached or answered with an error: nothing was verified or created. */
export class ZapriteUnavailable extends Error {}

const TIMEOUT_MS = 10_000;

export class ZapriteClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  async createOrder(order: NewZapriteOrder): Promise<ZapriteOrder> {
    return readOrder(await this.call('POST', '/v1/orders', order));
  }

  /** The order, or null when Zaprite has no such order (404). */
  async getOrder(id: string): Promise<ZapriteOrder | null> {
    const body = await this.call('GET', `/v1/orders/${encodeURIComponent(id)}`);
    return body === null ? null : readOrder(body);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ZapriteUnavailable(`Zaprite ${method} ${path}: ${(err as Error).message}`);
    }
    if (method === 'GET' && res.status === 404) return null;
    if (!res.ok) throw new ZapriteUnavailable(`Zaprite ${method} ${path}: HTTP ${res.status}`);
    try {
      return await res.json();
    } catch {
      throw new ZapriteUnavailable(`Zaprite ${method} ${path}: the answer is not JSON`);
    }
  }
}

function readOrder(body: unknown): ZapriteOrder {
  const o = (body ?? {}) as Record<string, unknown>;
  if (typeof o.id !== 'string' || typeof o.status !== 'string') {
    throw new ZapriteUnavailable('Zaprite answered an order without id or status');
  }
  return {
    id: o.id,
    status: o.status.toUpperCase(),
    amount: typeof o.amount === 'number' ? o.amount : Number.NaN,
    currency: typeof o.currency === 'string' ? o.currency.toUpperCase() : '',
    externalUniqId: typeof o.externalUniqId === 'string' ? o.externalUniqId : null,
    checkoutUrl: typeof o.checkoutUrl === 'string' ? o.checkoutUrl : null,
  };
}
