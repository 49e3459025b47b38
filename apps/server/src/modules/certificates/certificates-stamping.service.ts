import { randomBytes } from 'node:crypto';
import { CERTIFICATE_MESSAGES } from '@holeout/shared/certificates';
import { NOTIFICATION_KINDS } from '@holeout/shared/notifications';
import {
  applyOp,
  BITCOIN_MAINNET,
  type BitcoinChain,
  checkBitcoinAttestation,
  type DetachedTimestamp,
  fromHex,
  listAttestations,
  mergeTimestamps,
  merkleTree,
  type OtsOp,
  type OtsTimestamp,
  parseOts,
  serializeOts,
  timestampAlong,
  toHex,
} from '@holeout/shared/ots/index';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import * as repo from './certificates-stamping.repo.ts';
import { OtsCalendarClient } from './ots-calendar.client.ts';
import { OtsExplorerClient } from './ots-explorer.client.ts';

/** At most this many certificates per batch (one merkle tree, one submission per calendar). */
const BATCH = 500;
/** No calendar took a batch: try again after 1, 2, 4 … minutes, at most hourly. */
const STAMP_RETRY = { baseSeconds: 60, maxSeconds: 3_600 };
/** A Bitcoin block takes ten minutes or more: ask after 10, 20, 40 … minutes, at most every six hours. */
const UPGRADE_CHECK = { baseSeconds: 600, maxSeconds: 6 * 3_600 };

/** A known certificate whose batch no calendar has taken yet has no proof to download. */
export const PROOF_NOT_STAMPED = 'This certificate is not stamped yet';

/** The site of an https URL (its last two host labels), e.g. `opentimestamps.org`. */
function siteOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? u.hostname.split('.').slice(-2).join('.') : null;
  } catch {
    return null;
  }
}

/**
 * Stamping certificates on Bitcoin with OpenTimestamps (DESIGN §7, decision 029). `stamp()` takes
 * the unstamped certificates in a batch, submits the root of their merkle tree to every calendar
 * and stores each certificate's own proof; `upgrade()` asks the calendars about the pending
 * commitments until one answers a Bitcoin attestation the block explorer confirms, then stores the
 * complete proof, the block height and `is_verified`, and tells the player. A calendar that is
 * down, slow or answers garbage loses nothing: the certificate is tried again with backoff.
 */
export class CertificatesStampingService {
  private readonly calendar: OtsCalendarClient;
  private readonly explorer: OtsExplorerClient;
  /** Pending attestations are followed to these calendars, and to other calendars of their sites. */
  private readonly calendarSites: Set<string | null>;

  /**
   * `chain` is Bitcoin mainnet: main.ts never names another. Only the tests' stand-in calendars,
   * which cannot mine at mainnet difficulty, hand their own test chain in (decision 042).
   */
  constructor(
    private readonly ctx: AppContext,
    private readonly notifications: NotificationsService,
    private readonly chain: BitcoinChain = BITCOIN_MAINNET,
  ) {
    const { config, log } = ctx;
    this.calendar = new OtsCalendarClient(log, config.OTS_TIMEOUT_MS);
    this.explorer = new OtsExplorerClient(log, config.otsExplorerUrl, config.OTS_TIMEOUT_MS);
    this.calendarSites = new Set(config.OTS_CALENDAR_URLS.map(siteOf).filter(Boolean));
  }

  get enabled(): boolean {
    return this.ctx.config.OTS_STAMPING === 'on';
  }

  /** Stamps one batch of unstamped certificates; how many got a proof. */
  async stamp(): Promise<number> {
    if (!this.enabled) return 0;
    const { db, clock, config, log } = this.ctx;
    const now = clock.now();
    const rows = await repo.dueForStamping(db, now, BATCH);
    if (rows.length === 0) return 0;
    // A random nonce per certificate, so a proof's siblings tell nothing about other certificates.
    const blinds: OtsOp[][] = rows.map(() => [
      { op: 'append', arg: Uint8Array.from(randomBytes(16)) },
      { op: 'sha256' },
    ]);
    const digests = rows.map((r) => fromHex(r.dataHash));
    const tree = merkleTree(digests.map((d, i) => blinds[i].reduce((m, op) => applyOp(op, m), d)));
    const answers = await Promise.allSettled(
      config.OTS_CALENDAR_URLS.map((url) => this.calendar.submit(url, tree.root)),
    );
    const stamps = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    if (stamps.length === 0) {
      log.warn({ certificates: rows.length }, 'no OpenTimestamps calendar took the batch; trying again later');
      await repo.deferChecks(
        db,
        rows.map((r) => r.id),
        now,
        STAMP_RETRY,
      );
      return 0;
    }
    const atRoot = mergeTimestamps(stamps);
    const nextCheck = new Date(now.getTime() + UPGRADE_CHECK.baseSeconds * 1000);
    await db.transaction(async (tx) => {
      for (const [i, row] of rows.entries()) {
        const timestamp = timestampAlong([...blinds[i], ...tree.paths[i]], atRoot);
        await repo.saveStamp(
          tx,
          row.id,
          serializeOts({ hashOp: 'sha256', digest: digests[i], timestamp }),
          now,
          nextCheck,
        );
      }
    });
    return rows.length;
  }

  /** Asks the calendars about every stamped certificate whose check is due; how many became verified. */
  async upgrade(): Promise<number> {
    if (!this.enabled) return 0;
    const { db, clock } = this.ctx;
    const now = clock.now();
    const rows = await repo.dueForUpgrade(db, now, BATCH);
    // One question per calendar and commitment, and one header per height, for the whole run.
    const asked = new Map<string, Promise<OtsTimestamp | null>>();
    const headers = new Map<number, Promise<{ hashHex: string; headerHex: string } | null>>();
    const waiting: string[] = [];
    let verified = 0;
    for (const row of rows) {
      const proof = this.storedProof(row);
      const height = proof && (await this.upgradeProof(proof, asked, headers));
      if (!proof || height === null) {
        waiting.push(row.id);
        continue;
      }
      await db.transaction(async (tx) => {
        if (!(await repo.saveVerified(tx, row.id, serializeOts(proof), height))) return;
        verified++;
        await this.notifications.notify(tx, {
          playerId: row.playerId,
          kind: NOTIFICATION_KINDS.certificateVerified,
          title: 'Blockchain Verified',
          message: `Your achievement certificate is now recorded on the Bitcoin blockchain (block ${height}).`,
          linkPath: `/certificates/${row.id}`,
        });
      });
    }
    await repo.deferChecks(db, waiting, now, UPGRADE_CHECK);
    return verified;
  }

  /**
   * Grafts onto the proof every calendar answer that reaches a Bitcoin attestation the explorer
   * confirms, in place of the pending attestation it completes; the lowest such height, or null.
   */
  private async upgradeProof(
    proof: DetachedTimestamp,
    asked: Map<string, Promise<OtsTimestamp | null>>,
    headers: Map<number, Promise<{ hashHex: string; headerHex: string } | null>>,
  ): Promise<number | null> {
    let best: number | null = null;
    for (const { attestation, commitment, node } of listAttestations(proof)) {
      if (attestation.kind !== 'pending' || !this.mayAsk(attestation.uri)) continue;
      const key = `${attestation.uri} ${toHex(commitment)}`;
      if (!asked.has(key))
        asked.set(
          key,
          this.calendar.timestamp(attestation.uri, commitment).catch(() => null),
        );
      const answer = await asked.get(key);
      if (!answer) continue;
      const answered = { hashOp: 'sha256' as const, digest: commitment, timestamp: answer };
      for (const found of listAttestations(answered)) {
        if (found.attestation.kind !== 'bitcoin') continue;
        const { height } = found.attestation;
        if (!headers.has(height)) headers.set(height, this.headerAt(height));
        const block = await headers.get(height);
        if (!block || !this.holds(found.commitment, block, height)) continue;
        node.attestations = node.attestations.filter((a) => a !== attestation);
        node.attestations.push(...answer.attestations);
        node.branches.push(...answer.branches);
        best = best === null ? height : Math.min(best, height);
        break;
      }
    }
    return best;
  }

  /** The stored proof; null (logged) if it no longer parses, so one bad row cannot stop the job. */
  private storedProof(row: { id: string; otsProof: Uint8Array }): DetachedTimestamp | null {
    try {
      return parseOts(row.otsProof);
    } catch (err) {
      this.ctx.log.error({ certificate: row.id, err }, 'stored OpenTimestamps proof does not parse');
      return null;
    }
  }

  private mayAsk(uri: string): boolean {
    return (
      this.ctx.config.OTS_CALENDAR_URLS.includes(uri) || (siteOf(uri) !== null && this.calendarSites.has(siteOf(uri)))
    );
  }

  private async headerAt(height: number): Promise<{ hashHex: string; headerHex: string } | null> {
    try {
      return await this.explorer.blockAt(height);
    } catch {
      return null;
    }
  }

  /**
   * The attestation holds on the explorer's block: its header commits to the commitment with
   * enough work for the chain, and it is the block the explorer named for that height (a header
   * served under another hash is not that block). Logged when not, since a calendar or explorer
   * that answers a made-up block is worth an operator's look.
   */
  private holds(commitment: Uint8Array, block: { hashHex: string; headerHex: string }, height: number): boolean {
    const check = checkBitcoinAttestation(commitment, block.headerHex, this.chain);
    const reason = !check.ok
      ? check.reason
      : check.blockHashHex !== block.hashHex
        ? `the header is not block ${block.hashHex}`
        : undefined;
    if (reason) this.ctx.log.warn({ height, reason }, 'Bitcoin attestation refused');
    return reason === undefined;
  }

  /** `GET /certificates/{id}.ots`: the certificate's own proof, for anyone. */
  async proofFile(id: string): Promise<Uint8Array> {
    const proof = await repo.findProof(this.ctx.db, id);
    if (proof === undefined) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound);
    if (proof === null) throw new HttpError(404, PROOF_NOT_STAMPED);
    return proof;
  }
}
