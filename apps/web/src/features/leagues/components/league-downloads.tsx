import { useId, useState } from 'react';
import { refusalText } from '../../../lib/api-client.ts';
import {
  browserCopyEnvironment,
  copyFailedMessage,
  copySucceededMessage,
  copyText,
} from '../../../lib/clipboard-copy.ts';
import { STANDINGS_CSV_FAILED, useDownloadStandingsCsv } from '../api/download-standings-csv.ts';

/** The calendar feed as a `webcal:` address (calendar apps subscribe to it) and as plain https. */
export function calendarAddresses(path: string, origin: string): { https: string; webcal: string } {
  const https = new URL(path, origin).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/**
 * Beyond the spec: subscribe to the league's rounds in a calendar app (a member's private iCal
 * feed), and download the standings as CSV.
 */
export function LeagueDownloads({ leagueId, calendarPath }: { leagueId: number; calendarPath: string | null }) {
  const headingId = useId();
  const download = useDownloadStandingsCsv();
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const calendar = calendarPath ? calendarAddresses(calendarPath, window.location.origin) : null;

  const copy = async () => {
    if (!calendar) return;
    const outcome = await copyText(calendar.https, browserCopyEnvironment());
    setStatus(
      outcome === 'manual'
        ? { error: true, text: `${copyFailedMessage('Calendar link')} ${calendar.https}` }
        : { error: false, text: copySucceededMessage('Calendar link') },
    );
  };

  return (
    <section className="card league-downloads" aria-labelledby={headingId}>
      <h2 id={headingId}>Calendar and standings</h2>
      <div className="button-row">
        {calendar && (
          <>
            <a className="button button-secondary" href={calendar.webcal}>
              Subscribe in Calendar
            </a>
            <button type="button" className="button button-ghost" onClick={copy}>
              Copy Calendar Link
            </button>
          </>
        )}
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={download.isPending || undefined}
          onClick={() => {
            if (download.isPending) return;
            setStatus(null);
            download.mutate(leagueId, {
              onError: (err) => setStatus({ error: true, text: refusalText(err, STANDINGS_CSV_FAILED) }),
            });
          }}
        >
          {download.isPending ? 'Downloading…' : 'Download Standings (CSV)'}
        </button>
      </div>
      {calendar && (
        <p className="field-hint">
          The calendar feed lists every round with its start and end; it is private to you, so do not share the link.
        </p>
      )}
      <p
        className={status?.error ? 'handoff-status is-error' : 'handoff-status'}
        role={status?.error ? 'alert' : 'status'}
      >
        {status?.text}
      </p>
    </section>
  );
}
