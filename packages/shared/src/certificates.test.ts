import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CertificateContent, canonicalCertificateJson, certificateDataHash } from './certificates.ts';
import { certificateContent } from './test/certificate-content.ts';

const content = certificateContent({ putt_log_sha256: ['ab'.repeat(32)], player_name: 'Zoë €', best_streak: 23 });

describe('certificate content and data_hash', () => {
  it('hashes the RFC 8785 canonical JSON: keys sorted, no whitespace', () => {
    expect(canonicalCertificateJson(content)).toBe(
      '{"achieved_at":"2026-11-23T10:00:00.000Z","achievement_data":{"best_streak":23,"player_name":"Zoë €",' +
        `"putt_log_sha256":["${'ab'.repeat(32)}"]},"achievement_subtype":"","achievement_type":"consecutive_makes",` +
        '"achievement_value":21,"certificate_id":"3f8e6f6e-2a55-4f0e-9d6a-0c1b2c3d4e5f"}',
    );
    const expected = createHash('sha256').update(canonicalCertificateJson(content), 'utf8').digest('hex');
    expect(certificateDataHash(content)).toBe(expected);
  });

  it('does not depend on key order, and changes with any field', () => {
    const reordered = JSON.parse(JSON.stringify(content, Object.keys(content).reverse())) as CertificateContent;
    expect(certificateDataHash({ ...reordered, achievement_data: content.achievement_data })).toBe(
      certificateDataHash(content),
    );
    expect(certificateDataHash({ ...content, achievement_value: 42 })).not.toBe(certificateDataHash(content));
    expect(
      certificateDataHash({ ...content, achievement_data: { ...content.achievement_data, player_name: 'Zoe €' } }),
    ).not.toBe(certificateDataHash(content));
  });

  it('prints numbers as ECMAScript does (RFC 8785 examples)', () => {
    const numbers = { ...content, achievement_data: { n: [333333333.3333333, 1e30, 4.5, 0.002, 1e-27] } };
    expect(canonicalCertificateJson(numbers)).toContain('"n":[333333333.3333333,1e+30,4.5,0.002,1e-27]');
  });
});
