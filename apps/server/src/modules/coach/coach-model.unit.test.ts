import { analysisTitle } from '@holeout/shared/coach-analyst';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { CoachModelError, coachModelFromConfig, SdkCoachModel } from './coach-model.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function replying(text: string) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    }),
  });
}

describe('SdkCoachModel (the ai SDK mock model)', () => {
  it('sends the system prompt and the turns, and answers the text', async () => {
    const mock = replying('  Keep your head still.  ');
    const model = new SdkCoachModel(mock, 1000);
    expect(await model.reply('FACTS: {}', [{ role: 'user', content: 'Tips?' }])).toBe('Keep your head still.');
    const prompt = mock.doGenerateCalls[0]?.prompt;
    expect(prompt?.[0]).toMatchObject({ role: 'system', content: 'FACTS: {}' });
    expect(prompt?.[1]).toMatchObject({ role: 'user' });
  });

  it('turns an empty reply and a provider error into CoachModelError', async () => {
    await expect(new SdkCoachModel(replying('   '), 1000).reply('s', [{ role: 'user', content: 'x' }])).rejects.toThrow(
      CoachModelError,
    );
    const failing = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('boom');
      },
    });
    await expect(new SdkCoachModel(failing, 1000).reply('s', [{ role: 'user', content: 'x' }])).rejects.toThrow(
      CoachModelError,
    );
  });

  it('is configured by COACH_API_URL, else the built-in analyst (null)', () => {
    expect(coachModelFromConfig(loadConfig({}))).toBeNull();
    expect(coachModelFromConfig(loadConfig({ COACH_API_URL: 'http://127.0.0.1:11434/v1' }))).toBeInstanceOf(
      SdkCoachModel,
    );
    expect(analysisTitle('2026-11-24', 2)).toBe('Tue 24 Nov: 2 sessions');
  });
});
