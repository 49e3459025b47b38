import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { usePendingUploads } from '../use-pending-uploads.ts';

// The uploader (with the upload's zod contract) loads only once a session waits on this device.
const UploadSyncRunner = lazy(() => import('./upload-sync-runner.tsx').then((m) => ({ default: m.UploadSyncRunner })));

function Sync({ playerId }: { playerId: number }) {
  const waiting = usePendingUploads(playerId).some((entry) => entry.refused === undefined);
  return waiting ? (
    <Suspense fallback={null}>
      <UploadSyncRunner playerId={playerId} />
    </Suspense>
  ) : null;
}

/**
 * Renders nothing visible. While a player is signed in and sessions they finished on this device
 * wait to be uploaded, tries them at once (so on every page load), when the connection returns,
 * when the page is shown again and periodically. The app shell mounts it on every page.
 */
export function PendingUploadsSync() {
  const { player } = useAuth();
  return player ? <Sync playerId={player.player_id} /> : null;
}
