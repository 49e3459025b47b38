import { type OtsTimestamp, parseTimestamp, toHex } from '@holeout/shared/ots/index';
import type { FastifyBaseLogger } from 'fastify';
import { fetchCapped, OtsRemoteError } from './ots-http.ts';

/** The reference client's cap on a calendar's answer. */
const MAX_ANSWER_BYTES = 10_000;
const ACCEPT = 'application/vnd.opentimestamps.v1';

/**
 * The OpenTimestamps calendar protocol: `POST {calendar}/digest` and `GET {calendar}/timestamp/{hex}`.
 * Every answer is read within the timeout and size cap and parsed as a timestamp of the message
 * asked about; anything else is refused (OtsRemoteError) and logged.
 */
export class OtsCalendarClient {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs: number,
  ) {}

  /** Submits a digest; the calendar's timestamp from it (ending in its pending attestation). */
  async submit(calendar: string, digest: Uint8Array): Promise<OtsTimestamp> {
    const url = `${calendar}/digest`;
    const answer = await this.call(calendar, url, digest, { method: 'POST', body: digest });
    if (answer === null) throw this.refuse(calendar, url, 'answered 404');
    return answer;
  }

  /** The calendar's timestamp of a commitment it holds; null while it is not yet in a block (404). */
  async timestamp(calendar: string, commitment: Uint8Array): Promise<OtsTimestamp | null> {
    return this.call(calendar, `${calendar}/timestamp/${toHex(commitment)}`, commitment, {});
  }

  /** One call whose answer must be a timestamp of `msg`; null for a 404. */
  private async call(
    calendar: string,
    url: string,
    msg: Uint8Array,
    init: { method?: 'POST'; body?: Uint8Array },
  ): Promise<OtsTimestamp | null> {
    const answer = await fetchCapped(url, { ...init, accept: ACCEPT }, this.timeoutMs, MAX_ANSWER_BYTES).catch(
      (err: Error) => {
        this.log.warn({ calendar, url, err: err.message }, 'OpenTimestamps calendar not reached');
        throw err;
      },
    );
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw this.refuse(calendar, url, `answered ${answer.status}`);
    try {
      return parseTimestamp(answer.bytes, msg);
    } catch (err) {
      throw this.refuse(calendar, url, `answered garbage (${(err as Error).message})`);
    }
  }

  private refuse(calendar: string, url: string, why: string): OtsRemoteError {
    this.log.warn({ calendar, url }, `OpenTimestamps calendar ${why}: refused`);
    return new OtsRemoteError(`calendar ${calendar} ${why}`);
  }
}
