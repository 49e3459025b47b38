import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type LanguageModel, streamText } from 'ai';
import type { Config } from '../../config.ts';

/** One turn of a conversation as the model sees it. */
export interface ModelTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the coach asks of a language model: a reply to a system prompt and the turns so far. */
export interface CoachModel {
  /**
   * The reply's text as it arrives, piece by piece. Throws {@link CoachModelError} when the
   * provider fails, times out, answers something unreadable or `signal` aborts; stopping the
   * iteration early stops the model.
   */
  stream(system: string, turns: ModelTurn[], signal?: AbortSignal): AsyncIterable<string>;
}

/** Raised when the provider fails, times out or answers nothing usable. */
export class CoachModelError extends Error {}

/** A {@link CoachModel} over any `ai` SDK language model (the tests pass the SDK's mock model). */
export class SdkCoachModel implements CoachModel {
  constructor(
    private readonly model: LanguageModel,
    /** The longest a whole reply may take. */
    private readonly timeoutMs: number,
  ) {}

  async *stream(system: string, turns: ModelTurn[], signal?: AbortSignal): AsyncGenerator<string> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new CoachModelError('timed out')), this.timeoutMs);
    const stop = () => abort.abort(new CoachModelError('stopped'));
    signal?.addEventListener('abort', stop, { once: true });
    try {
      const result = streamText({
        model: this.model,
        system,
        messages: turns,
        maxRetries: 0,
        abortSignal: abort.signal,
        // Errors arrive as parts of the stream below; the SDK's default handler would only log them.
        onError: () => {},
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) yield part.text;
        else if (part.type === 'error') throw new CoachModelError(messageOf(part.error));
        else if (part.type === 'abort') throw new CoachModelError('timed out');
      }
    } catch (err) {
      if (err instanceof CoachModelError) throw err;
      throw new CoachModelError(messageOf(err));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      // A reader that stopped early (a rejected sentence, a closed page) ends the provider's request.
      abort.abort();
    }
  }
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The configured provider — any OpenAI-compatible chat API (OpenAI, Ollama, a llama.cpp server …)
 * at COACH_API_URL — or null when none is configured and the built-in analyst answers.
 */
export function coachModelFromConfig(config: Config): CoachModel | null {
  if (!config.COACH_API_URL) return null;
  const provider = createOpenAICompatible({
    name: 'coach',
    baseURL: config.COACH_API_URL.replace(/\/$/, ''),
    ...(config.COACH_API_KEY ? { apiKey: config.COACH_API_KEY } : {}),
  });
  return new SdkCoachModel(provider.chatModel(config.COACH_MODEL), config.COACH_TIMEOUT_MS);
}
