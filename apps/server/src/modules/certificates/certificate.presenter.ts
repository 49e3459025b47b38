import type { Certificate, CertificateContent, PublicCertificate } from '@holeout/shared/certificates';
import type { CertificateRow } from './certificates.repo.ts';

/** The hashed content of a certificate, rebuilt from its stored columns (DESIGN §7). */
export function certificateContent(
  row: Pick<
    CertificateRow,
    'id' | 'achievementType' | 'achievementSubtype' | 'achievementValue' | 'achievedAt' | 'achievementData'
  >,
): CertificateContent {
  return {
    certificate_id: row.id,
    achievement_type: row.achievementType,
    achievement_subtype: row.achievementSubtype,
    achievement_value: row.achievementValue,
    achieved_at: row.achievedAt.toISOString(),
    achievement_data: row.achievementData,
  };
}

/** Spec 01 §3 Certificate. */
export function presentCertificate(row: CertificateRow): Certificate {
  return {
    ...certificateContent(row),
    certificate_issued_at: row.issuedAt.toISOString(),
    rarity_tier: row.rarityTier,
    is_verified: row.isVerified,
    bitcoin_block_height: row.bitcoinBlockHeight,
    data_hash: row.dataHash,
  };
}

/** What the public page needs: the hashed content (the display name is the only player field in it). */
export function presentPublicCertificate(row: CertificateRow, explorerUrl: string): PublicCertificate {
  return {
    certificate_id: row.id,
    content: certificateContent(row),
    data_hash: row.dataHash,
    certificate_issued_at: row.issuedAt.toISOString(),
    rarity_tier: row.rarityTier,
    is_verified: row.isVerified,
    bitcoin_block_height: row.bitcoinBlockHeight,
    has_proof: row.otsProof !== null,
    explorer_url: explorerUrl,
  };
}
