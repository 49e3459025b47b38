import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { usePublicPlayerName } from '../api/get-player-data.ts';
import { useRecordReferralView } from '../api/record-referral-view.ts';
import { useAuth } from '../auth-context.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CreateAccountForm } from '../components/create-account-form.tsx';
import { ProviderButtons } from '../components/provider-buttons.tsx';
import { readInvitation } from '../invitation.ts';
import { currentReferral } from '../referral-storage.ts';

/**
 * /register: the page invitations and referral links open. Query: invite (duel|league), email
 * (pre-filled and locked), phone (read, not used), referrer_id, league (its name), ref.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const invitation = readInvitation(params);
  const referrerName = usePublicPlayerName(invitation.referrerId);
  // Read once: the provider moves `ref` from the address into storage on arrival.
  const [referral] = useState(() => currentReferral(params.get('ref')));
  const referrer = referrerName.data ?? 'A fellow golfer';
  // An invitation's inviter (in the address) is its referrer: the view and the new account count for them.
  const referrerCode = invitation.referrerId === null ? referral : String(invitation.referrerId);
  useRecordReferralView(
    referrerCode && /^\d{1,9}$/.test(referrerCode) ? Number(referrerCode) : null,
    invitation.email ?? invitation.phone,
  );

  let headline = 'Create Your Account';
  let submitLabel = 'Create Account';
  if (invitation.kind === 'duel') {
    headline = `${referrer} challenged you to a putting duel!`;
    submitLabel = 'Accept Challenge & Create Account';
  } else if (invitation.kind === 'league') {
    headline = invitation.league
      ? `${referrer} invited you to join "${invitation.league}"`
      : `${referrer} invited you to join a league`;
    submitLabel = 'Join League & Create Account';
  }
  usePageTitle(invitation.kind ? 'You are invited' : 'Create Your Account');

  return (
    <AuthCard title={headline}>
      {referral && (
        <aside className="banner banner-referral" aria-label="Referral">
          <strong>You were invited by a friend.</strong> Create your account to start tracking your putting with
          Holeout.
        </aside>
      )}
      <CreateAccountForm
        submitLabel={submitLabel}
        lockedEmail={invitation.email}
        referralFromAddress={referrerCode}
        onRegistered={(answer) => {
          signIn(answer.token, answer.player);
          navigate(paths.home, { replace: true });
        }}
      />
      <ProviderButtons mode="signup" />
      <section className="whats-next" aria-labelledby="whats-next-heading">
        <h2 id="whats-next-heading">What's Next</h2>
        <ul>
          {invitation.kind === 'duel' && (
            <li>
              Your duel{referrerName.data ? ` with ${referrerName.data}` : ''} waits on the Duels page: accept it and
              putt your session.
            </li>
          )}
          {invitation.kind === 'league' && (
            <li>
              Your invitation to {invitation.league ? `"${invitation.league}"` : 'the league'} waits on the Leagues
              page.
            </li>
          )}
          <li>
            Record a putting session right in your browser, tapping Make or Miss on your phone, or with the Holeout
            desktop app, which uploads your putts automatically.
          </li>
          <li>Watch your makes, streaks and speed add up on your dashboard.</li>
          <li>Challenge friends to duels and join leagues when you are ready to compete.</li>
        </ul>
      </section>
      <p className="auth-links">
        <span>Already have an account?</span> <Link to={paths.login}>Sign in</Link>
      </p>
    </AuthCard>
  );
}
