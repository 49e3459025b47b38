import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, type DemoGolfer } from './demo-golfers.ts';

/** A signed-in demo golfer. */
export interface Golfer {
  golfer: DemoGolfer;
  playerId: number;
  token: string;
}

/** One API call as the golfer's client makes it; anything but a success stops the demo seed. */
export async function call<T>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** Signs a seeded demo golfer in with the demo password. */
export async function signIn(
  app: FastifyInstance,
  { golfer, playerId }: { golfer: DemoGolfer; playerId: number },
): Promise<Golfer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: golfer.email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`Demo golfer ${golfer.email} cannot sign in: ${res.body}`);
  return { golfer, playerId, token: (res.json() as { token: string }).token };
}
