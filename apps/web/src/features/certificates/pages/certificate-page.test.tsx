import { type CertificateContent, certificateDataHash, type PublicCertificate } from '@holeout/shared/certificates';
import { fromHex } from '@holeout/shared/ots/index';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPLORER, explorer, headerFor, proofOf } from '../../../test/proof-fixture.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { CERTIFICATE_NOT_FOUND, CertificatePage } from './certificate-page.tsx';

const ID = '3f8e6f6e-2a55-4f0e-9d6a-0c1b2c3d4e5f';
const content: CertificateContent = {
  certificate_id: ID,
  achievement_type: 'consecutive_makes',
  achievement_subtype: '',
  achievement_value: 21,
  achieved_at: '2026-11-23T10:00:00.000Z',
  achievement_data: { player_name: 'Ann Example', putt_log_sha256: ['ab'.repeat(32)] },
};
const cert: PublicCertificate = {
  certificate_id: ID,
  content,
  data_hash: certificateDataHash(content),
  certificate_issued_at: '2026-11-23T10:00:01.000Z',
  rarity_tier: 'rare',
  is_verified: true,
  bitcoin_block_height: 870000,
  has_proof: true,
  explorer_url: EXPLORER,
};

/** The page's three kinds of reads: the public JSON, the `.ots` bytes, the explorer's text. */
function stubFetch(publicAnswer: { status: number; body?: unknown }, proof: Uint8Array, header: string) {
  const chain = explorer(header);
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === `/api/certificates/${ID}/public`) {
      return new Response(publicAnswer.body === undefined ? null : JSON.stringify(publicAnswer.body), {
        status: publicAnswer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url === `/api/certificates/${ID}.ots`) return new Response(new Blob([Uint8Array.from(proof)]), { status: 200 });
    try {
      return new Response(await chain.fetchText(url), { status: 200 });
    } catch {
      return new Response('not found', { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/certificates/:certificateId" element={<CertificatePage />} />
    </Routes>,
    { path: `/certificates/${ID}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/certificates/{id}', () => {
  it('shows the certificate to a visitor who is not signed in, with the proof download', async () => {
    const { bytes } = proofOf(fromHex(cert.data_hash));
    const fetchMock = stubFetch({ status: 200, body: cert }, bytes, '');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Consecutive Excellence' })).toBeInTheDocument();
    expect(screen.getByText('21 in a row')).toBeInTheDocument();
    expect(screen.getByText('Ann Example')).toBeInTheDocument();
    expect(screen.getByText('Blockchain Verified · Block 870,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Proof (.ots)' })).toHaveAttribute(
      'href',
      `/api/certificates/${ID}.ots`,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    // Whose it is, and an invitation to a visitor (decision 057).
    expect(screen.getByRole('link', { name: 'Holeout' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Think you can beat it?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Holeout' })).toHaveAttribute('href', '/register');
    // The hash waits behind the Verify disclosure.
    expect(screen.getByText(cert.data_hash)).not.toBeVisible();
    // No bearer token goes with the public read.
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('verifies in the browser against the explorer in the field, and says what it checked', async () => {
    const { bytes, committed } = proofOf(fromHex(cert.data_hash));
    stubFetch({ status: 200, body: cert }, bytes, headerFor(committed));
    const { user } = renderPage();
    await user.click(await screen.findByText('Verify this certificate'));
    expect(screen.getByText(cert.data_hash)).toBeVisible();
    const field = await screen.findByLabelText('Block explorer (Esplora API)');
    expect(field).toHaveValue(EXPLORER);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The page checks Bitcoin mainnet: the test's made-up block (regtest difficulty) is refused.
    expect(await screen.findByText('Failed: Bitcoin block 870,000', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/claims less proof of work than Bitcoin mainnet allows/)).toBeInTheDocument();
    expect(screen.getByText('Passed: Content hash')).toBeInTheDocument();

    // Another explorer, which does not know the block: the check fails and says why.
    await user.clear(field);
    await user.type(field, 'http://other.test/api');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Failed: Bitcoin block 870,000')).toBeInTheDocument();
    expect(screen.getByText(/Could not read the block from http:\/\/other\.test\/api/)).toBeInTheDocument();
  });

  it('says plainly when the certificate does not exist', async () => {
    stubFetch({ status: 404, body: { error: 'Not Found', message: 'Certificate not found' } }, new Uint8Array(), '');
    renderPage();
    expect(await screen.findByText(CERTIFICATE_NOT_FOUND)).toBeInTheDocument();
  });
});
