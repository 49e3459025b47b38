/**
 * The benchmark's SSE client: one plain `http.request` per stream (its own socket, no agent
 * pooling), parsing just the `event`/`id`/`data` lines. Lighter than fetch for thousands of streams.
 */
import http from 'node:http';

export interface BenchSseEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface BenchSseStream {
  close(): void;
}

/**
 * Opens `GET {path}` on 127.0.0.1:`port` as an event stream; resolves once the `connected` event
 * arrived, then calls `onEvent` for every later event.
 */
export function openBenchStream(
  port: number,
  path: string,
  onEvent: (event: BenchSseEvent) => void,
): Promise<BenchSseStream> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, agent: false, headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let connected = false;
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let split = buffer.indexOf('\n\n');
          while (split >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            split = buffer.indexOf('\n\n');
            const event: BenchSseEvent = { event: 'message', id: null, data: '' };
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('data: ')) event.data = line.slice(6);
            }
            if (!event.data) continue;
            if (!connected && event.event === 'connected') {
              connected = true;
              resolve({ close: () => req.destroy() });
            } else onEvent(event);
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Opens `paths.length` streams, `parallel` at a time; resolves with them once all are connected. */
export async function openManyStreams(
  port: number,
  paths: readonly string[],
  parallel: number,
  onEvent: (event: BenchSseEvent) => void = () => {},
): Promise<BenchSseStream[]> {
  const streams: BenchSseStream[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < paths.length) {
        const path = paths[next++] as string;
        streams.push(await openBenchStream(port, path, onEvent));
      }
    }),
  );
  return streams;
}
