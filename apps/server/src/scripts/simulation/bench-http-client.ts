/**
 * A benchmark client on a worker thread: its own V8 heap, so reading large answers does not make
 * the server's thread collect garbage. Sends `n` keep-alive GETs one after another, drops each
 * body chunk by chunk, and posts the latencies back (ms). Started by bench-leagues.ts.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, n } = workerData as { url: string; headers: Record<string, string>; n: number };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url}: ${res.statusCode}`));
        res.on('data', () => {});
        res.on('end', () => resolve());
      })
      .on('error', reject);
  });
}

const samples: number[] = [];
for (let i = 0; i < n; i++) {
  const began = performance.now();
  await get();
  samples.push(performance.now() - began);
}
agent.destroy();
parentPort?.postMessage(samples);
