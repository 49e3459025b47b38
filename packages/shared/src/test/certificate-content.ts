import type { CertificateContent } from '../certificates.ts';

/** A certificate's content as a test writes it: 21 makes in a row on 23 November 2026. */
export function certificateContent(achievementData: CertificateContent['achievement_data']): CertificateContent {
  return {
    certificate_id: '3f8e6f6e-2a55-4f0e-9d6a-0c1b2c3d4e5f',
    achievement_type: 'consecutive_makes',
    achievement_subtype: '',
    achievement_value: 21,
    achieved_at: '2026-11-23T10:00:00.000Z',
    achievement_data: achievementData,
  };
}
