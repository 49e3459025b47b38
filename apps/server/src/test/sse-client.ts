/** One server-sent event as a client receives it. */
export interface SseEvent {
  event: string;
  data: string;
  id: string | null;
}

/** An open (or refused) event stream read with fetch: the tests' client. */
export interface SseStream {
  status: number;
  /** The body of a refused request (not an event stream). */
  body: string;
  /** The next event; rejects after `timeoutMs` or when the stream ends first. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves with true when no event arrives within `ms` (and the stream is still open). */
  quietFor(ms: number): Promise<boolean>;
  /** Comment lines received (heartbeats). */
  readonly comments: number;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` as an event stream and parses its events (field lines `event`, `data`, `id`,
 * comments, blank-line framing). Events are queued until read, so none is lost between reads.
 */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const queue: SseEvent[] = [];
  const waiters: ((e: SseEvent | null) => void)[] = [];
  let comments = 0;
  let done = false;
  let resolveEnded: () => void = () => {};
  const ended = new Promise<void>((r) => {
    resolveEnded = r;
  });

  const finish = () => {
    done = true;
    resolveEnded();
    for (const w of waiters.splice(0)) w(null);
  };
  const emit = (e: SseEvent) => {
    const waiter = waiters.shift();
    if (waiter) waiter(e);
    else queue.push(e);
  };

  const isStream = res.ok && (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const body = isStream ? '' : await res.text();
  if (isStream && res.body) {
    void (async () => {
      const reader = res.body?.getReader();
      if (!reader) return finish();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done: end } = await reader.read();
          if (end) break;
          buffer += decoder.decode(value, { stream: true });
          let split = buffer.indexOf('\n\n');
          while (split >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const event: SseEvent = { event: 'message', data: '', id: null };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments++;
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('data: ')) {
                event.data += (hasData ? '\n' : '') + line.slice(6);
                hasData = true;
              }
            }
            if (hasData) emit(event);
            split = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by close(), or the connection dropped
      }
      finish();
    })();
  } else {
    finish();
  }

  return {
    status: res.status,
    body,
    get comments() {
      return comments;
    },
    ended,
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (done) return Promise.reject(new Error('the stream has ended'));
      return new Promise<SseEvent>((resolve, reject) => {
        const timer = setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) waiters.splice(i, 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (e: SseEvent | null) => {
          clearTimeout(timer);
          if (e) resolve(e);
          else reject(new Error('the stream has ended'));
        };
        waiters.push(waiter);
      });
    },
    async quietFor(ms) {
      if (queue.length > 0) return false;
      await new Promise((r) => setTimeout(r, ms));
      return queue.length === 0 && !done;
    },
    close() {
      abort.abort();
    },
  };
}
