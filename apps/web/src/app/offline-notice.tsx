import { useOnline } from '../features/record/use-pending-uploads.ts';

export const OFFLINE_TEXT =
  "You're offline. Pages you open load when you're back online; sessions you record are kept on this phone.";

/**
 * Says why a page opened without a connection keeps loading (decision 064): reads wait for the
 * connection instead of failing, and pick up once it is back. The live region is always there, so
 * a screen reader hears the change both ways.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div className="offline-status" role="status">
      {!online && <p className="banner banner-warning">{OFFLINE_TEXT}</p>}
    </div>
  );
}
