import type { Notification } from '@holeout/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useRecordingInProgress } from '../components/recording-status.tsx';
import { type ShowToast, type ToastAction, useToast } from '../components/toast-provider.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { useLiveNotifications } from '../features/notifications/live/live-notifications-context.ts';
import { paths } from '../lib/paths.ts';

/** The server's title of a duel challenge (duel-notices.ts): its toast offers Accept. */
const CHALLENGE_TITLE = 'New duel challenge';

/**
 * Whether the page on screen already shows what the notification is about (it updates live), so
 * a toast would only repeat it: the notifications page, and the page of the link or its list
 * (`/duels` for `/duels/12`).
 */
export function pageShowsNotification(pathname: string, linkPath: string | null): boolean {
  if (pathname === paths.notifications) return true;
  if (!linkPath || pathname === paths.home) return false;
  return linkPath === pathname || linkPath.startsWith(`${pathname}/`);
}

/** The toast's text: the notification's first sentence, which names who did what. */
export function toastText(n: Pick<Notification, 'title' | 'message'>): string {
  const first = n.message.split(/(?<=[.!?])\s/)[0]?.trim();
  return first || n.title;
}

/** The duel a challenge's link points at, else null. */
export function challengedDuelId(n: Pick<Notification, 'title' | 'link_path'>): number | null {
  if (n.title !== CHALLENGE_TITLE) return null;
  const match = /^\/duels\/(\d+)$/.exec(n.link_path ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Other players' actions as they happen: each live notification becomes a toast naming who did
 * what, with View (its link) and, for a challenge, Accept. Never while a session is being
 * recorded — the toasts would cover Make and Miss — they wait and show when it ends.
 */
export function LiveNotificationToasts() {
  const { latest } = useLiveNotifications();
  const recording = useRecordingInProgress();
  const { pathname } = useLocation();
  const { player } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<Notification[]>([]);
  const seen = useRef(new Set<number>());
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(() => {
    if (!latest || seen.current.has(latest.id)) return;
    seen.current.add(latest.id);
    if (pageShowsNotification(pathRef.current, latest.link_path)) return;
    setQueue((q) => [...q, latest]);
  }, [latest]);

  useEffect(() => {
    if (recording || queue.length === 0) return;
    const playerId = player?.player_id ?? null;
    for (const n of queue)
      showNotificationToast(toast, n, async (duelId) => {
        if (playerId === null) return;
        // Loaded on use: the duels client and its schemas stay out of the main bundle.
        const [{ respondToDuel }, { invalidateDuelViews }] = await Promise.all([
          import('../features/duels/api/respond-to-duel.ts'),
          import('../features/duels/api/duel-queries.ts'),
        ]);
        try {
          await respondToDuel({ duelId, playerId, response: 'accepted' });
          toast('Challenge accepted.');
          await invalidateDuelViews(queryClient);
        } catch (err) {
          toast(err instanceof Error && err.message ? err.message : 'Failed to respond to duel.', { error: true });
        }
      });
    setQueue([]);
  }, [recording, queue, toast, player, queryClient]);

  return null;
}

function showNotificationToast(show: ShowToast, n: Notification, accept: (duelId: number) => Promise<void>): void {
  const actions: ToastAction[] = [];
  if (n.link_path) actions.push({ label: 'View', to: n.link_path });
  const duelId = challengedDuelId(n);
  if (duelId !== null) actions.push({ label: 'Accept', onClick: () => void accept(duelId) });
  show(toastText(n), { actions });
}
