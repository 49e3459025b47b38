import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /contacts */
export function ContactsPage() {
  return (
    <ComingSoonPage title="Contacts">
      Finding friends, friend requests and the friends leaderboard are coming soon.
    </ComingSoonPage>
  );
}
