import type { FastifyBaseLogger } from 'fastify';
import { fetchCapped, OtsRemoteError } from './ots-http.ts';

const HASH = /^[0-9a-f]{64}$/;
const HEADER = /^[0-9a-f]{160}$/;

/**
 * Bitcoin block headers from an Esplora block explorer (`OTS_EXPLORER_URL`): the hash at a height,
 * then that block's 80-byte header. The server checks an attestation with it before it calls a
 * certificate verified; the web app's verify page does the same from the browser.
 */
export class OtsExplorerClient {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly explorer: string,
    private readonly timeoutMs: number,
  ) {}

  /** The header of the block at `height` on the explorer's chain (hex), with its hash. */
  async blockAt(height: number): Promise<{ hashHex: string; headerHex: string }> {
    const hashHex = await this.text(`${this.explorer}/block-height/${height}`, HASH);
    const headerHex = await this.text(`${this.explorer}/block/${hashHex}/header`, HEADER);
    return { hashHex, headerHex };
  }

  private async text(url: string, shape: RegExp): Promise<string> {
    const answer = await fetchCapped(url, { accept: 'text/plain' }, this.timeoutMs, 1_000).catch((err: Error) => {
      this.log.warn({ url, err: err.message }, 'block explorer not reached');
      throw err;
    });
    const text = new TextDecoder().decode(answer.bytes).trim();
    if (answer.status !== 200 || !shape.test(text)) {
      this.log.warn({ url, status: answer.status }, 'block explorer answer refused');
      throw new OtsRemoteError(`block explorer answered ${answer.status} for ${url}`);
    }
    return text;
  }
}
