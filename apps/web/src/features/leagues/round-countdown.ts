/**
 * The round countdown of the league page (spec 02 §2, §9): time left shown in minutes, refreshed
 * every minute; in the last hour seconds are shown too, so it is refreshed every second. Pure, so
 * the switch-over and the refresh timing are tested once.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');

/** Below this much time left the countdown shows seconds. */
export const SECONDS_SHOWN_BELOW_MS = HOUR;

export interface CountdownView {
  /** '3d 04h 12m', '5h 03m', or in the last hour '12m 05s'; '0m 00s' once past. */
  text: string;
  /** The same in words for assistive technology. */
  spoken: string;
  showsSeconds: boolean;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * The countdown for `msLeft`. Minutes are rounded up while seconds are hidden, so '1m' never
 * shows when a minute and a half is left and the countdown never reads 0 before the end.
 */
export function countdownView(msLeft: number): CountdownView {
  const left = Math.max(0, msLeft);
  if (left < SECONDS_SHOWN_BELOW_MS) {
    // Rounded up like the minutes, but never '60m 00s' in the hour's first fraction of a second.
    const total = Math.min(Math.ceil(left / 1000), 3599);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    return {
      text: `${minutes}m ${pad(seconds)}s`,
      spoken: [minutes > 0 ? plural(minutes, 'minute') : null, plural(seconds, 'second')].filter(Boolean).join(', '),
      showsSeconds: true,
    };
  }
  const totalMinutes = Math.ceil(left / MINUTE);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  const text = days > 0 ? `${days}d ${pad(hours)}h ${pad(minutes)}m` : `${hours}h ${pad(minutes)}m`;
  const spoken = [
    days > 0 ? plural(days, 'day') : null,
    days > 0 || hours > 0 ? plural(hours, 'hour') : null,
    plural(minutes, 'minute'),
  ]
    .filter(Boolean)
    .join(', ');
  return { text, spoken, showsSeconds: false };
}

/**
 * How long until the countdown must be redrawn: the next whole second while seconds show, else
 * the moment the shown minute changes (at most a minute), so a minute refresh is never late.
 */
export function nextRefreshMs(msLeft: number): number {
  if (msLeft <= 0) return MINUTE;
  if (msLeft < SECONDS_SHOWN_BELOW_MS) return msLeft % 1000 || 1000;
  // The shown figure changes when msLeft crosses a whole minute (it is rounded up) or the hour.
  const untilMinute = msLeft % MINUTE || MINUTE;
  return Math.min(untilMinute, msLeft - SECONDS_SHOWN_BELOW_MS || MINUTE);
}
