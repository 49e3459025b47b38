import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/** What the proxy reports and lets a test change. */
export interface RoundRobinProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Points slot `index` at a restarted instance's address. */
  setUpstream(index: number, url: string): void;
  /** Requests passed to each slot so far. */
  readonly served: number[];
  close(): Promise<void>;
}

/** The request header that pins a request to one slot (a test seats a player on an instance). */
export const UPSTREAM_HEADER = 'x-holeout-upstream';

/**
 * A small reverse proxy on 127.0.0.1 standing in for Caddy in docs/deploy.md's topology, for the
 * topology test and bench: round robin over the instances whose `/api/health/ready` answered 200
 * at the last check (every `checkMs`), `X-Forwarded-For` added (the instances run with
 * TRUST_PROXY=127.0.0.1), responses streamed as they come (server-sent events pass through).
 * A request carrying {@link UPSTREAM_HEADER} goes to that slot, ready or not.
 */
export async function startRoundRobinProxy(upstreams: string[], checkMs = 200): Promise<RoundRobinProxy> {
  const targets = [...upstreams];
  const ready = targets.map(() => false);
  const served = targets.map(() => 0);
  let next = 0;
  const proxy = createProxyServer({ xfwd: true });
  proxy.on('error', (_err, _req, res) => {
    const response = res as ServerResponse;
    if (typeof response.writeHead !== 'function' || response.headersSent) {
      response.destroy?.();
      return;
    }
    response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway\n');
  });

  const check = async () => {
    await Promise.all(
      targets.map(async (t, i) => {
        ready[i] = await fetch(`${t}/api/health/ready`, { signal: AbortSignal.timeout(1000) }).then(
          (r) => r.ok,
          () => false,
        );
      }),
    );
  };
  await check();
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void check().finally(() => {
      checking = false;
    });
  }, checkMs);

  const choose = (req: IncomingMessage): number | null => {
    const pinned = Number(req.headers[UPSTREAM_HEADER]);
    if (Number.isInteger(pinned) && pinned >= 0 && pinned < targets.length) return pinned;
    for (let tries = 0; tries < targets.length; tries++) {
      const i = next;
      next = (next + 1) % targets.length;
      if (ready[i]) return i;
    }
    return null;
  };
  const server = createServer((req, res) => {
    const slot = choose(req);
    if (slot === null) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('No instance is ready\n');
      return;
    }
    served[slot] += 1;
    proxy.web(req, res, { target: targets[slot] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    setUpstream(index, url) {
      targets[index] = url;
      ready[index] = false;
    },
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
    },
  };
}
