import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { AccountInfoSection } from '../components/account-info-section.tsx';
import { MembershipSections } from '../components/membership-sections.tsx';
import { NotificationPreferencesSection } from '../components/notification-preferences-section.tsx';
import { SecuritySection } from '../components/security-section.tsx';
import { SettingsSectionNav } from '../components/settings-section-nav.tsx';
import { SocialLinksSection } from '../components/social-links-section.tsx';

/** /settings: the signed-in player's account, links, password and e-mail preferences. */
export function SettingsPage() {
  const { player } = useAuth();
  usePageTitle('Settings');
  if (!player) return null;
  return (
    <div className="page page-narrow">
      <div className="page-header">
        <h1>Settings</h1>
      </div>
      <SettingsSectionNav />
      <AccountInfoSection player={player} />
      <SocialLinksSection player={player} />
      <SecuritySection playerId={player.player_id} email={player.email} />
      <NotificationPreferencesSection player={player} />
      <MembershipSections playerId={player.player_id} tier={player.membership_tier} />
    </div>
  );
}
