import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** /gifts */
export function GiftsPage() {
  return (
    <ComingSoonPage title="My Gift Subscriptions">
      Gift subscription codes come with paid memberships, which are coming soon.
    </ComingSoonPage>
  );
}
