import type { CoachDigest } from '@holeout/shared/coach-digest';
import { describe, expect, it } from 'vitest';
import { type GroundedReplyInput, groundedReply, takeSentences } from './coach-grounding.ts';
import { type CoachModel, CoachModelError } from './coach-model.ts';

/** The facts: 18 makes, 81.8 %, a best streak of 6. */
const digest = { makes: 18, accuracy_pct: 81.8, best_streak: 6 } as unknown as CoachDigest;

/** A model whose replies (one per call) arrive in pieces of 5 characters; it counts what was read. */
function scripted(...replies: (string | Error)[]) {
  const state = { calls: 0, read: 0, stopped: 0 };
  const model: CoachModel = {
    async *stream() {
      const reply = replies[state.calls++] ?? 'Fine.';
      try {
        if (reply instanceof Error) throw reply;
        for (const piece of reply.match(/.{1,5}/gs) ?? []) {
          state.read += piece.length;
          yield piece;
        }
      } finally {
        state.stopped += 1;
      }
    },
  };
  return { model, state };
}

async function collect(input: Partial<GroundedReplyInput> & Pick<GroundedReplyInput, 'model'>) {
  const pieces: string[] = [];
  for await (const piece of groundedReply({
    system: 'FACTS',
    turns: [{ role: 'user', content: 'How did I do?' }],
    digest,
    fallback: () => 'Best streak: 6 in a row.',
    tries: 2,
    release: 'stream',
    onInvented: () => {},
    ...input,
  })) {
    pieces.push(piece);
  }
  return pieces;
}

describe('takeSentences', () => {
  it('cuts after . ! ? before white space and at line breaks, never inside a number', () => {
    expect(takeSentences('You made 81.8% today. Great! Next')).toEqual({
      sentences: ['You made 81.8% today.', ' Great!'],
      rest: ' Next',
    });
    expect(takeSentences('- **Streak:** 6\n- Misses')).toEqual({ sentences: ['- **Streak:** 6\n'], rest: '- Misses' });
    expect(takeSentences('Ends with 81.')).toEqual({ sentences: [], rest: 'Ends with 81.' });
  });

  it('cuts a long text without a sentence end at its last white space', () => {
    const long = `${'word '.repeat(70)}1,000`;
    const { sentences, rest } = takeSentences(long);
    expect(sentences.join('') + rest).toBe(long);
    expect(rest).toBe(' 1,000');
  });
});

describe('groundedReply', () => {
  it('streams each checked sentence as it is complete; the pieces joined are the trimmed reply', async () => {
    const { model } = scripted('  You holed 18.\nThat is 81.8%!  \n\n- Keep going.  ');
    const pieces = await collect({ model });
    expect(pieces).toEqual(['You holed 18.', '\nThat is 81.8%!', '  \n\n- Keep going.']);
  });

  it('stops the model at a sentence with an invented number and lets the built-in analyst finish', async () => {
    const { model, state } = scripted(
      'You holed 18. You made 93.7% and 44 in a row! Keep going. More text follows here.',
    );
    const invented: string[][] = [];
    const pieces = await collect({ model, onInvented: (n) => invented.push(n) });
    expect(pieces).toEqual(['You holed 18.', '\n\nBest streak: 6 in a row.']);
    expect(pieces.join('')).not.toMatch(/93\.7|44/);
    expect(invented).toEqual([['93.7', '44']]);
    expect(state.calls).toBe(1);
    expect(state.stopped).toBe(1);
    expect(state.read).toBeLessThan(60); // the rest of the reply was never read
  });

  it('asks again when the first sentence already invents a number, then falls back', async () => {
    const twice = scripted('You made 93.7%.', 'Still 99 in a row.');
    expect(await collect({ model: twice.model })).toEqual(['Best streak: 6 in a row.']);
    expect(twice.state.calls).toBe(2);
    const second = scripted('You made 93.7%.', 'You holed 18.');
    expect(await collect({ model: second.model })).toEqual(['You holed 18.']);
  });

  it('holds everything back in `whole` mode, so a late invented number is asked again', async () => {
    const { model, state } = scripted('You holed 18. But 93.7% is wrong.', 'You holed 18. Fine.');
    expect(await collect({ model, release: 'whole' })).toEqual(['You holed 18.', ' Fine.']);
    expect(state.calls).toBe(2);
  });

  it('throws CoachModelError for a provider failure and for an empty reply', async () => {
    await expect(collect({ model: scripted(new CoachModelError('down')).model })).rejects.toThrow('down');
    await expect(collect({ model: scripted('   \n ').model })).rejects.toThrow('empty reply');
  });
});
