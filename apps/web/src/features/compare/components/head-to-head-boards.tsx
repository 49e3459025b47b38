import type { CompareResponse } from '@holeout/shared/players';
import { useId } from 'react';
import { type Board, headToHeadBoards } from '../compare-boards.ts';

function BoardCard({ board }: { board: Board }) {
  const id = useId();
  return (
    <section className="leaderboard-card" aria-labelledby={id}>
      <h3 id={id}>{board.title}</h3>
      <ol className="leaderboard-slots">
        {board.slots.map((slot, i) =>
          slot ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional.
            <li key={i} className="leaderboard-slot">
              <span className="slot-rank">
                {slot.rank ?? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="visually-hidden">Unranked</span>
                  </>
                )}
              </span>
              <span className="slot-name">{slot.name}</span>
              <span className="slot-value">{slot.value}</span>
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional.
            <li key={i} className="leaderboard-slot is-empty">
              <span className="slot-rank">{i + 1}</span>
              <span className="slot-name">
                <span aria-hidden="true">-</span>
                <span className="visually-hidden">Unclaimed</span>
              </span>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

/** The Head-to-Head Leaderboard: Most Makes, Best Streak, Makes/Min and Fastest 21. */
export function HeadToHeadBoards({ data }: { data: CompareResponse }) {
  const id = useId();
  const boards = headToHeadBoards(data.player1_stats, data.player2_stats);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>Head-to-Head Leaderboard</h2>
      <div className="leaderboard-grid">
        {boards.map((b) => (
          <BoardCard key={b.title} board={b} />
        ))}
      </div>
    </section>
  );
}
