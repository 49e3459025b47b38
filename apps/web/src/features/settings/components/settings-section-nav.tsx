import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The Settings sections, by the id of each section's heading. */
export const SETTINGS_SECTIONS = [
  { id: 'account-info-heading', label: 'Account' },
  { id: 'social-links-heading', label: 'Social links' },
  { id: 'security-heading', label: 'Security' },
  { id: 'email-notifications-heading', label: 'Email notifications' },
  { id: 'subscription-heading', label: 'Subscription' },
  { id: 'referrals-heading', label: 'Referrals' },
  { id: 'association-heading', label: 'Association pricing' },
  { id: 'coupon-heading', label: 'Coupon' },
] as const;

/**
 * Settings is a long page: this list of its sections lets a phone jump straight to one (the
 * headings carry the ids; the page's scroll padding keeps them clear of the sticky header).
 */
export function SettingsSectionNav() {
  return (
    <nav className="settings-section-nav" aria-label="Settings sections">
      <ul>
        {SETTINGS_SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.label}</a>
          </li>
        ))}
        <li>
          <Link to={paths.membership}>Compare plans</Link>
        </li>
      </ul>
    </nav>
  );
}
