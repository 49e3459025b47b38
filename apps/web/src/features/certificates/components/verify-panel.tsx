import { canonicalCertificateJson, type PublicCertificate } from '@holeout/shared/certificates';
import { useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { fetchExplorerText, fetchProofBytes } from '../api/fetch-verification-inputs.ts';
import { proofUrl } from '../api/get-public-certificate.ts';
import { type VerifyResult, verifyCertificate } from '../verify-certificate.ts';

const VERDICT_TEXT: Record<VerifyResult['verdict'], string> = {
  verified: 'Verified: this certificate existed, exactly as shown, when the Bitcoin block above was mined.',
  pending: 'Not yet confirmed: the proof is waiting for a Bitcoin block. Nothing checked so far failed.',
  failed: 'Verification failed: see the check that failed above.',
};
const OUTCOME_TEXT = { ok: 'Passed', failed: 'Failed', pending: 'Pending' } as const;

/**
 * "Verify this certificate": a disclosure holding the data hash, the exact content that was hashed
 * and the check, which runs in this browser trusting neither this server nor its answer (DESIGN §7).
 * The block explorer is an editable field, so a visitor can ask one they trust.
 */
export function VerifyPanel({ cert }: { cert: PublicCertificate }) {
  const [explorerUrl, setExplorerUrl] = useState(cert.explorer_url);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setResult(null);
    setError(null);
    try {
      const proof = await fetchProofBytes(proofUrl(cert.certificate_id));
      setResult(
        await verifyCertificate({
          content: cert.content,
          dataHash: cert.data_hash,
          proof,
          explorerUrl: explorerUrl.trim(),
          fetchText: fetchExplorerText,
        }),
      );
    } catch (err) {
      setError(`Could not download the proof: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="card certificate-verify disclosure no-print">
      <summary>
        <h2>Verify this certificate</h2>
      </summary>
      <dl className="certificate-facts">
        <dt>Data Hash (SHA-256)</dt>
        <dd className="mono break">{cert.data_hash}</dd>
      </dl>
      <details className="certificate-content">
        <summary>Certified content (the exact text that was hashed)</summary>
        <pre className="mono break">{canonicalCertificateJson(cert.content)}</pre>
      </details>
      {cert.has_proof ? (
        <>
          <p className="muted">
            Recomputes the hash of the content shown, walks the OpenTimestamps proof to its Bitcoin attestation and
            compares it with the block header read from the explorer below.
          </p>
          <Form onSubmit={run} busy={busy} error={error} submitLabel={busy ? 'Verifying…' : 'Verify'} layout="row">
            <FormField
              label="Block explorer (Esplora API)"
              type="url"
              value={explorerUrl}
              onValue={setExplorerUrl}
              hint="Any Esplora-compatible API, e.g. https://blockstream.info/api or https://mempool.space/api"
              required
            />
          </Form>
        </>
      ) : (
        <p>The proof is being prepared: this certificate has not been sent to the timestamp calendars yet.</p>
      )}
      <div aria-live="polite">
        {result && (
          <>
            <ol className="verify-steps">
              {result.steps.map((step, i) => (
                // Steps have no identity beyond their place in this one run.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per result
                <li key={i} className={`verify-step verify-${step.outcome}`}>
                  <strong>
                    {OUTCOME_TEXT[step.outcome]}: {step.label}
                  </strong>{' '}
                  <span className="break">{step.detail}</span>
                </li>
              ))}
            </ol>
            <p className={`verify-verdict verify-${result.verdict}`} role="status">
              {VERDICT_TEXT[result.verdict]}
            </p>
          </>
        )}
      </div>
    </details>
  );
}
