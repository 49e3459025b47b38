import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { AccountInfoSection } from '../components/account-info-section.tsx';
import { MembershipSections } from '../components/membership-sections.tsx';
import { NotificationPreferencesSection } from '../components/notification-preferences-section.tsx';
import { SecuritySection } from '../components/security-section.tsx';
import { SocialLinksSection } from '../components/social-links-section.tsx';

/** /settings: the signed-in player's account, links, password and e-mail preferences. */
export function SettingsPage() {
  const { player, setPlayer } = useAuth();
  usePageTitle('Settings');
  if (!player) return null;
  return (
    <div className="page page-narrow">
      <div className="page-header">
        <h1>Settings</h1>
      </div>
      <AccountInfoSection player={player} onSaved={setPlayer} />
      <SocialLinksSection player={player} onSaved={setPlayer} />
      <SecuritySection playerId={player.player_id} email={player.email} />
      <NotificationPreferencesSection player={player} onSaved={setPlayer} />
      <MembershipSections tier={player.membership_tier} />
    </div>
  );
}
