import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type LanguageModel } from 'ai';
import type { Config } from '../../config.ts';

/** One turn of a conversation as the model sees it. */
export interface ModelTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the coach asks of a language model: one reply to a system prompt and the turns so far. */
export interface CoachModel {
  reply(system: string, turns: ModelTurn[]): Promise<string>;
}

/** Raised when the provider fails, times out or answers nothing usable. */
export class CoachModelError extends Error {}

/** A {@link CoachModel} over any `ai` SDK language model (the tests pass the SDK's mock model). */
export class SdkCoachModel implements CoachModel {
  constructor(
    private readonly model: LanguageModel,
    private readonly timeoutMs: number,
  ) {}

  async reply(system: string, turns: ModelTurn[]): Promise<string> {
    try {
      const { text } = await generateText({
        model: this.model,
        system,
        messages: turns,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!text.trim()) throw new CoachModelError('empty reply');
      return text.trim();
    } catch (err) {
      if (err instanceof CoachModelError) throw err;
      throw new CoachModelError(err instanceof Error ? err.message : String(err));
    }
  }
}

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
