import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type StandInBlock, startLoopback, stopLoopback } from './ots-calendar-stand-in.ts';

/**
 * A local Esplora block explorer (the API of blockstream.info/api and mempool.space/api) serving
 * the blocks the calendar stand-ins mined: `GET /block-height/{height}` → the block hash (text),
 * `GET /block/{hash}/header` → the 80-byte header in hex (text). Open to every origin, like the
 * public explorers, so the web app's verify page can ask it from the browser.
 */
export class BlockExplorerStandIn {
  /** When true every request's connection is dropped. */
  down = false;
  url = '';
  private server: Server | null = null;

  constructor(private readonly sources: readonly { blocks: readonly StandInBlock[] }[]) {}

  async start(port = 0): Promise<string> {
    ({ server: this.server, url: this.url } = await startLoopback(async (req, res) => this.handle(req, res), port));
    return this.url;
  }

  async stop(): Promise<void> {
    await stopLoopback(this.server);
    this.server = null;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    if (this.down) {
      req.socket.destroy();
      return;
    }
    const blocks = this.sources.flatMap((s) => s.blocks);
    const url = req.url ?? '';
    const byHeight = /^\/block-height\/(\d+)$/.exec(url);
    const byHash = /^\/block\/([0-9a-f]{64})\/header$/.exec(url);
    const block = byHeight
      ? blocks.find((b) => b.height === Number(byHeight[1]))
      : byHash
        ? blocks.find((b) => b.hashHex === byHash[1])
        : undefined;
    const headers = { 'content-type': 'text/plain', 'access-control-allow-origin': '*' };
    if (req.method !== 'GET' || !block) {
      res.writeHead(404, headers).end(byHeight ? 'Block not found' : 'Not found');
      return;
    }
    res.writeHead(200, headers).end(byHeight ? block.hashHex : block.headerHex);
  }
}
