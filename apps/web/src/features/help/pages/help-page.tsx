import { MISS_WORDS } from '@holeout/shared/golfer-words';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import '../help.css';

const STATS: [term: string, meaning: string][] = [
  ['Makes and Misses', 'Every putt is one or the other. Every kind of miss counts, a quick putt included.'],
  ['Accuracy', 'Makes divided by all putts, as a percentage. It shows N/A until you have putted.'],
  [
    'Top Streak',
    'The longest run of makes in a row. Under a session’s details, “7+ in a row” counts the runs of at least 7 makes (likewise 3, 10, 15, 21, 50, 77 and 100).',
  ],
  [
    'Fastest 21',
    'The shortest time from the first to the last of 21 makes in a row, in seconds. N/A until a session holds a run of 21.',
  ],
  ['PPM and MPM', 'Putts per minute and makes per minute: the count divided by the session’s minutes.'],
  ['Max 60s', 'The most makes within any 60 seconds of a session.'],
  [
    'Make zones',
    'Where a make dropped into the cup, seen from where you stand: Back (TOP in the tables, the far side of the hole), Front (LOW, the near side), Left and Right.',
  ],
  [
    'Miss kinds',
    `The desktop app sorts misses into four kinds; the recorder names them as a golfer would. ${Object.entries(
      MISS_WORDS,
    )
      .map(([kind, w]) => `${w.word} (${kind}): ${w.meaning}.`)
      .join(
        ' ',
      )} Where the sensor saw it, a miss also says which side of the cup the ball went in and out (the tables write RETURN: CENTER - RIGHT, a session's breakdown “Short, middle to right”).`,
  ],
];

/** /help: a short guide to recording sessions, reading the figures, and what is still to come. */
export function HelpPage() {
  usePageTitle('Help');
  return (
    <div className="page help-page">
      <div className="page-header">
        <h1>Help</h1>
        <p className="page-subtitle">How to record your putting and read what Holeout makes of it.</p>
      </div>

      <nav className="card help-contents" aria-label="On this page">
        <ul>
          <li>
            <a href="#record-in-browser">Record in the browser</a>
          </li>
          <li>
            <a href="#desktop-app">Record with the desktop app</a>
          </li>
          <li>
            <a href="#your-stats">Reading your stats</a>
          </li>
          <li>
            <a href="#duels-and-leagues">Duels and leagues</a>
          </li>
        </ul>
      </nav>

      <section className="card help-section" aria-labelledby="record-in-browser">
        <h2 id="record-in-browser">Record in the browser</h2>
        <p>
          All you need is your phone. Open <Link to={paths.record}>Record a Session</Link> (also on your dashboard as
          Record in Browser).
        </p>
        <ol>
          <li>Set your putting distance, from 3.0 to 10.0 feet, and press Start. The clock starts running.</li>
          <li>
            After each putt, tap <strong>Make</strong> or <strong>Miss</strong>. The zone above Make and the kind above
            Miss stay as you last chose them, so most putts take a single tap.
          </li>
          <li>Tapped the wrong one? Undo last putt takes it back.</li>
          <li>
            Press <strong>Finish</strong> (the clock waits while you decide; in a timed duel or league round it runs
            on), then Finish and upload. Your figures appear at once, with your personal best or how it compares with
            your last session, and the session joins your history.
          </li>
        </ol>
        <p>
          The screen stays on while you record, where your browser allows it. If the page reloads, your session carries
          on where it was. Without a connection, a finished session is saved on your phone and uploads by itself when
          you are back online. Your browser can also install Holeout as an app (“Add to Home Screen” or “Install”).
        </p>
      </section>

      <section className="card help-section" aria-labelledby="desktop-app">
        <h2 id="desktop-app">Record with the desktop app</h2>
        <p>
          The Holeout desktop app watches your putts through a camera and records each one for you. If you have it, use
          Open Desktop App on your dashboard to start a practice session at your distance, or Copy Parameters to paste
          them into the app. Sessions upload to your history when you finish.
        </p>
      </section>

      <section className="card help-section" aria-labelledby="your-stats">
        <h2 id="your-stats">Reading your stats</h2>
        <p>
          Your dashboard shows four all-time cards — Makes, Misses, Accuracy and Fastest 21 — and your Session History,
          newest first. Open a session’s details to see its makes by zone, misses by kind and its runs of makes. My
          Stats, in the menu under your name, adds up your whole career.
        </p>
        <dl className="help-terms">
          {STATS.map(([term, meaning]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          On the free plan, the details of your newest session are open; full subscribers see every session’s details
          and the full career tables.
        </p>
      </section>

      <section className="card help-section" aria-labelledby="duels-and-leagues">
        <h2 id="duels-and-leagues">Duels and leagues</h2>
        <p>
          A <strong>duel</strong> is a one-on-one challenge: the challenger sets the rules, the invited golfer accepts
          or declines, and each putts a session to settle it. A <strong>league</strong> runs several rounds against a
          group, with points per round and a table, and can be held in person.
        </p>
        <p>
          When a duel or a league round waits for your session, <strong>Putt now</strong> on its page (or on your
          dashboard) opens the recorder with the competition's rules locked: the distance, and the time limit or the
          number of putts. The session finishes by itself at the limit and is submitted at once, or as soon as the phone
          is back online. A competition may require tracked sessions (the camera or the desktop app); then record it
          with the camera. Each score shows how it was captured.
        </p>
      </section>

      <p className="muted">
        Building something on Holeout? The <a href="/api/docs">API reference</a> describes every call.
      </p>
    </div>
  );
}
