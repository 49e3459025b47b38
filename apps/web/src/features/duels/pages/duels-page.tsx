import type { Duel } from '@holeout/shared/duels';
import { type ReactNode, useState } from 'react';
import { CreatePageHeader } from '../../../components/create-page-header.tsx';
import { LoadFailedPanel } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { LOAD_DUELS_FAILED, useDuels } from '../api/get-duels.ts';
import { CreateDuelModal } from '../components/create-duel-modal.tsx';
import { DuelsSection } from '../components/duels-section.tsx';
import { categoriseDuels, DUEL_SECTIONS } from '../duel-view.ts';
import { useDuelActions } from '../use-duel-actions.ts';
import { useMediaQuery } from '../use-media-query.ts';

/** The page's one empty text when the player has no duels in any section. */
export const NO_DUELS_YET =
  'Invitations you receive and send, active duels and finished ones will all appear here. Challenge a friend to start.';

/** Below this width the sections are lists of cards rather than tables. */
const COMPACT_QUERY = '(max-width: 719px)';

/**
 * /duels (spec 02 §2): Invitations Received, Invitations Sent, Active Duels and Completed Duels,
 * the Create Duel modal, and its rematch variant opened from a finished duel.
 */
export function DuelsPage() {
  usePageTitle('Duels');
  const me = useCurrentPlayer();
  const query = useDuels(me.player_id);
  const actions = useDuelActions(me.player_id);
  const compact = useMediaQuery(COMPACT_QUERY);
  const [modal, setModal] = useState<{ rematchOf: Duel | null } | null>(null);

  let body: ReactNode;
  if (query.data) {
    const sections = categoriseDuels(
      query.data.pages.flatMap((page) => page.duels),
      me.player_id,
    );
    const none = DUEL_SECTIONS.every((section) => sections[section].length === 0);
    // With no duels at all the page says so once, rather than "No duels in this category." four times.
    body = none ? (
      <section className="card empty-state duels-empty" aria-labelledby="no-duels-heading">
        <h2 id="no-duels-heading">No duels yet</h2>
        <p>{NO_DUELS_YET}</p>
        <button type="button" className="button button-primary" onClick={() => setModal({ rematchOf: null })}>
          Challenge a Player
        </button>
      </section>
    ) : (
      DUEL_SECTIONS.map((section) => (
        <DuelsSection
          key={section}
          section={section}
          duels={sections[section]}
          viewerId={me.player_id}
          actions={actions}
          onRematch={(duel) => setModal({ rematchOf: duel })}
          compact={compact}
          more={
            section === 'completed' && query.hasNextPage
              ? { loading: query.isFetchingNextPage, load: () => void query.fetchNextPage() }
              : undefined
          }
        />
      ))
    );
  } else if (query.isError) {
    body = <LoadFailedPanel message={LOAD_DUELS_FAILED} busy={query.isFetching} onRetry={() => void query.refetch()} />;
  } else {
    body = <Spinner label="Loading duels..." />;
  }

  return (
    <div className="page duels-page">
      <CreatePageHeader title="Duels" createLabel="Create Duel" onCreate={() => setModal({ rematchOf: null })} />
      <p className="muted">
        Challenge a player, both putt one session under the same rules, and the server scores both from the putt logs.
      </p>
      {body}
      <CreateDuelModal
        open={modal !== null}
        onClose={() => setModal(null)}
        viewerId={me.player_id}
        rematchOf={modal?.rematchOf ?? null}
      />
    </div>
  );
}
