import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';
import { z } from 'zod';
import { ACHIEVEMENT_LABELS, ACHIEVEMENT_TYPES, RARITY_TIERS } from './certificate-rules.ts';
import { idParamSchema } from './ids.ts';

/**
 * What a certificate's `data_hash` is the SHA-256 of (DESIGN §7): the award and the facts it rests
 * on, nothing else. `achievement_data` always holds the player's display name at the time of the
 * award (`player_name`) and the SHA-256 of every putt log the award rests on (`putt_log_sha256`,
 * in session order); no id, e-mail or other private field of the player. Every field is stored,
 * so the content is rebuilt from the row exactly, by the server and by anyone reading the public
 * page.
 */
export const certificateContentSchema = z.object({
  certificate_id: z.uuid(),
  achievement_type: z.string(),
  achievement_subtype: z.string(),
  achievement_value: z.number().int(),
  /** ISO-8601 UTC (`toISOString`). */
  achieved_at: z.string(),
  achievement_data: z.record(z.string(), z.unknown()),
});
export type CertificateContent = z.infer<typeof certificateContentSchema>;

/** The facts every certificate's `achievement_data` carries. */
export interface CertificateBasis {
  player_name: string;
  /** SHA-256 (hex) of each canonical putt log the award rests on, in session order. */
  putt_log_sha256: string[];
}

/** The RFC 8785 canonical JSON of a certificate's content. */
export function canonicalCertificateJson(content: CertificateContent): string {
  const text = canonicalize(content);
  if (text === undefined) throw new Error('certificate content cannot be canonicalised');
  return text;
}

/** `data_hash`: SHA-256 (hex) of the canonical JSON's UTF-8 bytes; the same in Node and the browser. */
export function certificateDataHash(content: CertificateContent): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalCertificateJson(content))));
}

/** Spec 01 §3 Certificate, as `GET /api/certificates/{playerId}` lists it. */
export const certificateSchema = z.object({
  certificate_id: z.uuid(),
  achievement_type: z.string(),
  achievement_subtype: z.string(),
  achievement_value: z.number().int(),
  achieved_at: z.string(),
  certificate_issued_at: z.string(),
  rarity_tier: z.enum(RARITY_TIERS),
  is_verified: z.boolean(),
  bitcoin_block_height: z.number().int().nullable(),
  data_hash: z.string(),
  /** Holds `session_date` for session awards and `league_performance` for league championships. */
  achievement_data: z.record(z.string(), z.unknown()),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** One line of the upgrade prompt: a certificate a subscription would show. */
export const certificateTypeSchema = z.object({
  achievement_type: z.enum(ACHIEVEMENT_TYPES),
  title: z.string(),
  category: z.string(),
  earned_by: z.string(),
});

/**
 * `GET /api/certificates/{playerId}`. A viewer without a subscription gets `locked` true, no
 * certificates and the types the upgrade prompt lists (spec 01 §6).
 */
export const playerCertificatesSchema = z.object({
  player_id: z.number().int(),
  locked: z.boolean(),
  certificates: z.array(certificateSchema),
  certificate_types: z.array(certificateTypeSchema),
});
export type PlayerCertificates = z.infer<typeof playerCertificatesSchema>;

/** What the upgrade prompt lists, in the spec's order. */
export const CERTIFICATE_TYPES = ACHIEVEMENT_TYPES.map((t) => ({
  achievement_type: t,
  title: ACHIEVEMENT_LABELS[t].title,
  category: ACHIEVEMENT_LABELS[t].category,
  earned_by: ACHIEVEMENT_LABELS[t].earnedBy,
}));

export const certificatePlayerParamsSchema = z.object({ playerId: idParamSchema });
export const certificateIdParamsSchema = z.object({ id: z.uuid('Unknown certificate') });

/**
 * `GET /api/certificates/{id}/public`: what the public page shows and verifies, without signing
 * in. `content` is exactly what was hashed; of the player only the display name inside it.
 */
export const publicCertificateSchema = z.object({
  certificate_id: z.uuid(),
  content: certificateContentSchema,
  data_hash: z.string(),
  certificate_issued_at: z.string(),
  rarity_tier: z.enum(RARITY_TIERS),
  is_verified: z.boolean(),
  bitcoin_block_height: z.number().int().nullable(),
  /** Whether an OpenTimestamps proof (pending or complete) can be downloaded yet. */
  has_proof: z.boolean(),
  /** Esplora-style block explorer the page reads block headers from by default (editable there). */
  explorer_url: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

export const CERTIFICATE_MESSAGES = { notFound: 'Certificate not found' } as const;
