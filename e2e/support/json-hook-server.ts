import { createServer, type Server } from 'node:http';

/** A hook answers its JSON body, with 200 unless it names another status. */
export type Hook = (body: Record<string, unknown>) => Promise<unknown | { status: number; body: unknown }>;

/** A created answer (201) for a hook. */
export const created = (body: unknown) => ({ status: 201, body, created: true as const });

/**
 * A loopback JSON server for the harness's test-only hooks: `POST <path>` with a JSON body runs
 * the hook of that path; an unknown path answers 404, a hook that throws 400 with its message.
 */
export async function startJsonHookServer(port: number, hooks: Record<string, Hook>): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const hook = req.method === 'POST' ? hooks[req.url ?? ''] : undefined;
    if (!hook) return answer(404, { message: 'Not found' });
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', async () => {
      try {
        const result = await hook(JSON.parse(text) as Record<string, unknown>);
        if (isCreated(result)) answer(result.status, result.body);
        else answer(200, result);
      } catch (err) {
        answer(400, { message: String(err) });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

function isCreated(result: unknown): result is ReturnType<typeof created> {
  return typeof result === 'object' && result !== null && (result as { created?: unknown }).created === true;
}
