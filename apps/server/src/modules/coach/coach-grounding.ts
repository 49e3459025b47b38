import { type CoachDigest, ungroundedNumbers } from '@holeout/shared/coach-digest';
import { type CoachModel, CoachModelError, type ModelTurn } from './coach-model.ts';

/** A sentence ends at `.`, `!` or `?` before white space, or at a line break. */
const SENTENCE_END = /[.!?](?=\s)|\n/;
/** Text without a sentence end is cut at its last white space beyond this length (never inside a number). */
const LONGEST_PIECE = 300;

/** Splits the complete sentences off the front of `buffer`; the unfinished rest stays. */
export function takeSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let rest = buffer;
  for (;;) {
    const end = rest.search(SENTENCE_END);
    let cut = end === -1 ? -1 : end + 1;
    if (cut === -1 && rest.length > LONGEST_PIECE) {
      const space = rest.search(/\s\S*$/);
      cut = space > 0 ? space : -1;
    }
    if (cut === -1) return { sentences, rest };
    sentences.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
}

export interface GroundedReplyInput {
  model: CoachModel;
  system: string;
  turns: ModelTurn[];
  digest: CoachDigest;
  /** The built-in analyst's text: the whole reply when the model cannot be used, or the end of one. */
  fallback: () => string;
  /** Model replies to try while nothing has been shown. */
  tries: number;
  /**
   * `stream`: each checked sentence is released at once (the page shows it as it comes).
   * `whole`: nothing is released before the reply is complete, so a bad reply is asked again.
   */
  release: 'stream' | 'whole';
  /** Told about every rejected sentence's invented numbers. */
  onInvented: (numbers: string[]) => void;
  /** Stops the model (the reader went away). */
  signal?: AbortSignal;
}

/**
 * A model reply in which every number is the player's own: the model's text is read sentence by
 * sentence and each sentence is checked against the digest before it is released. A sentence
 * that cites a number the digest does not hold stops the model; if nothing has been released
 * yet the model is asked again (up to `tries`), else the built-in analyst finishes the reply.
 * The released pieces joined are the whole reply: nothing shown is ever taken back, and
 * nothing unchecked is ever shown. Throws {@link CoachModelError} when the provider fails.
 */
export async function* groundedReply(input: GroundedReplyInput): AsyncGenerator<string> {
  for (let attempt = 0; attempt < input.tries; attempt += 1) {
    const pieces = new Pieces();
    const held: string[] = [];
    let rejected = false;
    for await (const sentence of sentencesOf(input.model.stream(input.system, input.turns, input.signal))) {
      const invented = ungroundedNumbers(sentence, input.digest);
      if (invented.length > 0) {
        input.onInvented(invented);
        rejected = true;
        break; // ends the model's request
      }
      const piece = pieces.add(sentence);
      if (piece === null) continue;
      if (input.release === 'stream') yield piece;
      else held.push(piece);
    }
    if (!rejected) {
      if (pieces.empty) throw new CoachModelError('empty reply');
      yield* held;
      return;
    }
    if (input.release === 'stream' && !pieces.empty) {
      yield `\n\n${input.fallback()}`;
      return;
    }
  }
  yield input.fallback();
}

/** The sentences of a text that arrives in pieces, each as soon as it is complete, then the rest. */
async function* sentencesOf(deltas: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const delta of deltas) {
    const { sentences, rest } = takeSentences(buffer + delta);
    buffer = rest;
    yield* sentences;
  }
  if (buffer !== '') yield buffer;
}

/**
 * Turns checked sentences into pieces whose concatenation is the reply, trimmed: white space at
 * a sentence's end is held back until the next sentence comes.
 */
class Pieces {
  private started = false;
  private gap = '';

  get empty(): boolean {
    return !this.started;
  }

  /** The piece to release for `sentence`, or null when it is only white space. */
  add(sentence: string): string | null {
    const body = sentence.trimEnd();
    if (body.trim() === '') {
      if (this.started) this.gap += sentence;
      return null;
    }
    const piece = this.started ? this.gap + body : body.trimStart();
    this.started = true;
    this.gap = sentence.slice(body.length);
    return piece;
  }
}
