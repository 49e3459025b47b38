import { analysisTitle } from '@holeout/shared/coach-analyst';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { CoachModelError, coachModelFromConfig, SdkCoachModel } from './coach-model.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** The stream parts these tests send (a subset of the provider's LanguageModelV3StreamPart). */
type LanguageModelV3StreamPart =
  | { type: 'text-start'; id: string }
  | { type: 'text-delta'; id: string; delta: string }
  | { type: 'text-end'; id: string }
  | { type: 'finish'; finishReason: { unified: 'stop'; raw: string }; usage: typeof usage }
  | { type: 'error'; error: unknown };

function streaming(chunks: LanguageModelV3StreamPart[]) {
  return new MockLanguageModelV3({ doStream: async () => ({ stream: simulateReadableStream({ chunks }) }) });
}

const deltas = (...texts: string[]): LanguageModelV3StreamPart[] => [
  { type: 'text-start', id: 't' },
  ...texts.map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't', delta })),
  { type: 'text-end', id: 't' },
];
const finish: LanguageModelV3StreamPart = { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage };

async function read(model: SdkCoachModel): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of model.stream('FACTS: {}', [{ role: 'user', content: 'Tips?' }])) out.push(piece);
  return out;
}

describe('SdkCoachModel (the ai SDK mock model)', () => {
  it('sends the system prompt and the turns, and streams the text as it comes', async () => {
    const mock = streaming([...deltas('Keep your ', 'head still.'), finish]);
    expect(await read(new SdkCoachModel(mock, 1000))).toEqual(['Keep your ', 'head still.']);
    const prompt = mock.doStreamCalls[0]?.prompt;
    expect(prompt?.[0]).toMatchObject({ role: 'system', content: 'FACTS: {}' });
    expect(prompt?.[1]).toMatchObject({ role: 'user' });
  });

  it('turns a provider error, before or during the reply, into CoachModelError', async () => {
    const failing = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error('boom');
      },
    });
    await expect(read(new SdkCoachModel(failing, 1000))).rejects.toThrow(CoachModelError);
    const breaking = streaming([...deltas('Keep going.').slice(0, 2), { type: 'error', error: new Error('cut') }]);
    await expect(read(new SdkCoachModel(breaking, 1000))).rejects.toThrow(CoachModelError);
  });

  it('gives up after the timeout', async () => {
    const slow = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({ chunks: [...deltas('late'), finish], initialDelayInMs: 500 }),
      }),
    });
    await expect(read(new SdkCoachModel(slow, 100))).rejects.toThrow(CoachModelError);
  });

  it('stops when the reader’s signal aborts (the page went away)', async () => {
    const slow = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({ chunks: [...deltas('Keep ', 'going.'), finish], chunkDelayInMs: 200 }),
      }),
    });
    const gone = new AbortController();
    const pieces: string[] = [];
    const reading = (async () => {
      for await (const piece of new SdkCoachModel(slow, 5000).stream('s', [], gone.signal)) pieces.push(piece);
    })();
    setTimeout(() => gone.abort(), 300);
    await expect(reading).rejects.toThrow(CoachModelError);
    expect(pieces.join('')).not.toBe('Keep going.');
  });

  it('is configured by COACH_API_URL, else the built-in analyst (null)', () => {
    expect(coachModelFromConfig(loadConfig({}))).toBeNull();
    expect(coachModelFromConfig(loadConfig({ COACH_API_URL: 'http://127.0.0.1:11434/v1' }))).toBeInstanceOf(
      SdkCoachModel,
    );
    expect(analysisTitle('2026-11-24', 2)).toBe('Tue 24 Nov: 2 sessions');
  });
});
