/** An answer of a calendar or explorer: its status and at most the bytes we allow. */
export interface CappedAnswer {
  status: number;
  bytes: Uint8Array;
}

/** Why a calendar or explorer call gave nothing usable: unreachable, too slow, too big, or garbage. */
export class OtsRemoteError extends Error {
  override name = 'OtsRemoteError';
}

/**
 * One HTTP call to a calendar or explorer: given up after `timeoutMs` (body included), refused
 * when the answer exceeds `maxBytes` (read no further).
 */
export async function fetchCapped(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: Uint8Array; accept: string },
  timeoutMs: number,
  maxBytes: number,
): Promise<CappedAnswer> {
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      body: init.body ? Buffer.from(init.body) : undefined,
      headers: {
        accept: init.accept,
        'user-agent': 'holeout',
        ...(init.body ? { 'content-type': 'application/octet-stream' } : {}),
      },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body ?? []) {
      size += chunk.length;
      if (size > maxBytes) throw new OtsRemoteError(`answer larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
    return { status: res.status, bytes: new Uint8Array(Buffer.concat(chunks)) };
  } catch (err) {
    if (err instanceof OtsRemoteError) throw err;
    throw new OtsRemoteError(err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'unreachable', {
      cause: err,
    });
  }
}
