import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const mainTs = fileURLToPath(new URL('../main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A Holeout server running as `npm start` runs it (main.ts), in a process of its own. */
export interface ServerProcess {
  proc: ChildProcess;
  /** http://127.0.0.1:PORT, the port it actually listens on. */
  url: string;
  /** The metrics listener's address, when METRICS_PORT was given. */
  metricsUrl: string | null;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** The last lines it wrote (its log), for failure messages. */
  output(): string;
}

/**
 * Starts main.ts with `env` (PORT 0 unless given, HOST 127.0.0.1, logging at info: the lines that
 * say where it listens) and resolves once it listens and its job queue has started.
 */
export async function startServerProcess(env: Record<string, string>, readyWithinMs = 60_000): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      OTS_STAMPING: 'off',
      PUBLIC_URL: 'http://holeout.test',
      ...env,
      // The lines that say where it listens are info lines.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let url: string | null = null;
  let metricsUrl: string | null = null;
  let started = false;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready within ${readyWithinMs} ms:\n${log}`)),
      readyWithinMs,
    );
    const onLine = (line: string) => {
      log = `${log}${line}\n`.slice(-8000);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) url = listening[1];
      const metrics = /metrics listening at (http:\/\/[^/]+\/metrics)/.exec(line);
      if (metrics) metricsUrl = metrics[1];
      if (line.includes('job queue started')) started = true;
      if (url && started) {
        clearTimeout(timer);
        resolve();
      }
    };
    let buffer = '';
    const onData = (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const l of lines) onLine(l);
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready:\n${log}`)));
  });
  await ready;
  return {
    proc,
    url: url as unknown as string,
    metricsUrl,
    exited,
    output: () => log,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}
