import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  applyOp,
  type BitcoinChain,
  checkBitcoinAttestation,
  type DetachedTimestamp,
  merkleTree,
  type OtsOp,
  type OtsTimestamp,
  serializeTimestamp,
  timestampAlong,
  toHex,
} from '@holeout/shared/ots/index';

/** A block the stand-in mined: its height, hash and 80-byte header as an Esplora explorer gives them. */
export interface StandInBlock {
  height: number;
  hashHex: string;
  headerHex: string;
}

/**
 * How the calendar behaves: `ok`; `down` (connections dropped); `slow` (answers after `slowMs`);
 * `garbage` (200 with bytes that are no timestamp).
 */
export type StandInMode = 'ok' | 'down' | 'slow' | 'garbage';

/** Regtest's easy target: about every second nonce meets it. */
const REGTEST_BITS = 0x207fffff;

/**
 * The chain of the blocks `confirm()` mines: regtest's proof-of-work limit, which Bitcoin mainnet
 * refuses. Mining at mainnet's limit takes about 2^32 hashes, so only a test that hands this
 * chain to the app (createTestApp's `bitcoinChain`, buildApp's `testBitcoinChain`) can have
 * these blocks verify a certificate; the app itself always checks mainnet (decision 042).
 */
export const STAND_IN_CHAIN: BitcoinChain = { name: 'the stand-in calendar chain', powLimitBits: REGTEST_BITS };

/**
 * A real Bitcoin mainnet block: 358391, the block of the published example proof
 * hello-world.txt.ots (packages/shared/src/ots/fixtures/README.md). A stand-in explorer that
 * serves it lets a test verify a real proof end to end at mainnet difficulty.
 */
export const MAINNET_BLOCK_358391: StandInBlock = {
  height: 358391,
  hashHex: '000000000000000003e892881a8cdcdc117c06d444057c98b6f04a9ee75a2319',
  headerHex:
    '02000000b96394585a281b7e5f438fd1c9ed492645a1fd61cb380204000000000000000000' +
    '7ee445d23ad061af4a36b809501fab1ac4f2d7e7a739817dd0cbb7ec661b8a1e376755f58616186272def6',
};

/** A loopback HTTP server for a stand-in; resolves with it and its base URL. */
export async function startLoopback(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  port = 0,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handle(req, res).catch((err) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function stopLoopback(server: Server | null): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

function readBody(req: IncomingMessage, max: number): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= max) chunks.push(c);
    });
    req.on('end', () => resolve(size > max ? null : new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function uint32le(n: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n >>> 0, true);
  return b;
}

/**
 * A local OpenTimestamps calendar on loopback, speaking the real protocol (for the API tests and
 * the e2e harness): `POST /digest` takes up to 64 bytes and answers the timestamp from them to the
 * calendar's commitment, ending in a pending attestation with this calendar's URL;
 * `GET /timestamp/{commitment hex}` answers 404 while pending. `confirm()` "mines" a block: a merkle
 * tree over the pending commitments, its root in a transaction, that transaction next to a
 * coinbase in the block's merkle tree, and an 80-byte header meeting regtest's `bits`
 * ({@link STAND_IN_CHAIN}, which mainnet refuses); from then on `/timestamp/…` answers the path to
 * a Bitcoin attestation at the block's height. `serveRealProof()` serves a published proof's real
 * path instead, for a block at mainnet difficulty.
 */
export class OtsCalendarStandIn {
  mode: StandInMode = 'ok';
  /** How long a `slow` calendar takes to answer. */
  slowMs = 3_000;
  url = '';
  readonly blocks: StandInBlock[] = [];
  /** Every request, as `METHOD /path`. */
  readonly requests: string[] = [];
  private readonly pending = new Map<string, Uint8Array>();
  private readonly confirmed = new Map<string, OtsTimestamp>();
  private server: Server | null = null;

  constructor(private readonly startHeight = 900_000) {}

  async start(port = 0): Promise<string> {
    ({ server: this.server, url: this.url } = await startLoopback((req, res) => this.handle(req, res), port));
    return this.url;
  }

  async stop(): Promise<void> {
    await stopLoopback(this.server);
    this.server = null;
  }

  /** How many commitments wait for a block. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Mines a block over every pending commitment (an empty one when none is pending). */
  confirm(time = new Date()): StandInBlock {
    const commitments = [...this.pending.values()];
    const txid = (tx: Uint8Array) => applyOp({ op: 'sha256' }, applyOp({ op: 'sha256' }, tx));
    const coinbase = txid(randomBytes(64));
    let path: OtsOp[][] = [];
    let merkleRoot = coinbase;
    if (commitments.length > 0) {
      const tree = merkleTree(commitments);
      // The tree's root inside a transaction, then that transaction next to the coinbase.
      const txOps: OtsOp[] = [
        { op: 'prepend', arg: Uint8Array.from(randomBytes(40)) },
        { op: 'append', arg: Uint8Array.from(randomBytes(12)) },
        { op: 'sha256' },
        { op: 'sha256' },
        { op: 'prepend', arg: coinbase },
        { op: 'sha256' },
        { op: 'sha256' },
      ];
      path = tree.paths.map((p) => [...p, ...txOps]);
      merkleRoot = txOps.reduce((m, op) => applyOp(op, m), tree.root);
    }
    const height = this.startHeight + this.blocks.length;
    const prev = this.blocks.at(-1)?.hashHex ?? '00'.repeat(32);
    const block = this.mine(Buffer.from(prev, 'hex').reverse(), merkleRoot, time, height);
    commitments.forEach((c, i) => {
      this.confirmed.set(
        toHex(c),
        timestampAlong(path[i], { attestations: [{ kind: 'bitcoin', height }], branches: [] }),
      );
    });
    this.pending.clear();
    this.blocks.push(block);
    return block;
  }

  /**
   * Serves a real complete proof as if this calendar had stamped it: the proof cut after its
   * first `cut` operations ends in a pending attestation naming this calendar, and from then on
   * `/timestamp/…` of the message there answers the rest of the real path, down to its real
   * Bitcoin attestation. Returns the pending proof (same digest). The proof must be one path.
   */
  serveRealProof(proof: DetachedTimestamp, cut: number): DetachedTimestamp {
    const path: OtsOp[] = [];
    let node = proof.timestamp;
    let msg = proof.digest;
    for (let i = 0; i < cut; i++) {
      const [branch] = node.branches;
      if (!branch || node.branches.length > 1 || node.attestations.length > 0) throw new Error('not one path');
      path.push(branch.op);
      msg = applyOp(branch.op, msg);
      node = branch.next;
    }
    this.confirmed.set(toHex(msg), node);
    return {
      ...proof,
      timestamp: timestampAlong(path, { attestations: [{ kind: 'pending', uri: this.url }], branches: [] }),
    };
  }

  private mine(prev: Uint8Array, merkleRoot: Uint8Array, time: Date, height: number): StandInBlock {
    const start = Buffer.concat([uint32le(0x20000000), prev, merkleRoot, uint32le(time.getTime() / 1000)]);
    for (let nonce = 0; ; nonce++) {
      const headerHex = Buffer.concat([start, uint32le(REGTEST_BITS), uint32le(nonce)]).toString('hex');
      const check = checkBitcoinAttestation(merkleRoot, headerHex, STAND_IN_CHAIN);
      if (check.ok) return { height, hashHex: check.blockHashHex, headerHex };
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests.push(`${req.method} ${req.url}`);
    if (this.mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    if (this.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from('<html>not a timestamp'));
      return;
    }
    const binary = (stamp: OtsTimestamp) =>
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(serializeTimestamp(stamp));
    if (req.method === 'POST' && req.url === '/digest') {
      const digest = await readBody(req, 64);
      if (!digest || digest.length === 0) {
        res.writeHead(400).end('digest must be 1 to 64 bytes');
        return;
      }
      const nonce = Uint8Array.from(randomBytes(16));
      const ops: OtsOp[] = [{ op: 'append', arg: nonce }, { op: 'sha256' }];
      const commitment = ops.reduce((m, op) => applyOp(op, m), digest);
      this.pending.set(toHex(commitment), commitment);
      binary(timestampAlong(ops, { attestations: [{ kind: 'pending', uri: this.url }], branches: [] }));
      return;
    }
    const asked = req.method === 'GET' ? /^\/timestamp\/([0-9a-f]{2,128})$/.exec(req.url ?? '')?.[1] : undefined;
    const done = asked ? this.confirmed.get(asked) : undefined;
    if (done) {
      binary(done);
      return;
    }
    if (asked && this.pending.has(asked)) {
      res.writeHead(404).end('Pending confirmation in Bitcoin blockchain');
      return;
    }
    res.writeHead(404).end('Not found');
  }
}
