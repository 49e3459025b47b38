/** Timing helpers for the benchmark: latency samples, percentiles, throughput and CPU per call. */

/** Latency figures in milliseconds. */
export interface LatencySummary {
  n: number;
  median: number;
  p99: number;
  max: number;
  /**
   * CPU time this process spent per call (user + system). Unlike latency it hardly moves when
   * other processes compete for the cores, so it shows what a call costs on a quiet machine.
   */
  cpu: number;
}

/** Latency samples of sequential calls and the CPU time this process spent per call. */
export interface SequentialTiming {
  samples: number[];
  cpuPerCall: number;
}

/** Nearest-rank percentile (`q` in 0–1) of ascending `sorted` samples. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

/** Median, p99 and max of the samples, with the CPU per call. */
export function summarize(timing: SequentialTiming): LatencySummary {
  const sorted = [...timing.samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1],
    cpu: timing.cpuPerCall,
  };
}

function cpuMsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Runs `fn` `n` times one after another; each run's duration and the mean CPU per run, in ms. */
export async function timeSequential(n: number, fn: (i: number) => Promise<unknown>): Promise<SequentialTiming> {
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const began = performance.now();
    await fn(i);
    samples.push(performance.now() - began);
  }
  return { samples, cpuPerCall: cpuMsSince(cpuBefore) / n };
}

/**
 * Runs `total` calls spread over `workers` loops running side by side; each
 * loop starts its next call when its previous one has answered.
 * @returns wall-clock seconds, calls per second and this process's CPU ms per call.
 */
export async function timeConcurrent(
  workers: number,
  total: number,
  fn: (worker: number, i: number) => Promise<unknown>,
): Promise<{ seconds: number; perSecond: number; cpuPerCall: number }> {
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const began = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (next < total) {
        const i = next++;
        await fn(w, i);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  return { seconds, perSecond: total / seconds, cpuPerCall: cpuMsSince(cpuBefore) / total };
}

/** Megabytes of resident memory of this process. */
export function rssMb(): number {
  return process.memoryUsage().rss / 1024 / 1024;
}
