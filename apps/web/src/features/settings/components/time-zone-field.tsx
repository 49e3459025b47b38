import { useId, useMemo, useState } from 'react';
import { useFormMessageId } from '../../../components/form.tsx';
import { FieldError } from '../../../components/form-field.tsx';
import { supportedTimezones } from '../settings-options.ts';
import { timeZoneGroups, zoneCount } from '../time-zones.ts';

interface TimeZoneFieldProps {
  /** The zone stored for the player, offered even when this browser does not know it. */
  stored: string;
  value: string;
  onChange: (zone: string) => void;
  /** Quiet help under the field (e.g. that the zone was proposed from this device). */
  hint?: string | null;
  error?: string | null;
}

/**
 * The time zone: a native select (a phone shows its own picker) grouped by region, each zone with
 * its offset now, and a search box above it that narrows the list by place, old name or offset.
 * While a search is typed the list shows open, so the matches are in view.
 */
export function TimeZoneField({ stored, value, onChange, hint, error }: TimeZoneFieldProps) {
  const [query, setQuery] = useState('');
  const supported = useMemo(() => supportedTimezones(), []);
  const now = useMemo(() => new Date(), []);
  const searching = query.trim() !== '';
  // The chosen zone stays in the list whatever the search, so the select never loses it.
  const groups = useMemo(
    () => timeZoneGroups(supported, { at: now, query, keep: searching ? [value] : [stored, value] }),
    [supported, now, query, searching, stored, value],
  );
  // Matches alone, without the chosen zone that stays listed whatever the search.
  const count = useMemo(
    () => (searching ? zoneCount(timeZoneGroups(supported, { at: now, query })) : 0),
    [supported, now, query, searching],
  );
  const listed = zoneCount(groups);
  const selectId = useId();
  const searchId = useId();
  const hintId = useId();
  const errorId = useId();
  const formMessageId = useFormMessageId();
  const describedBy = [hintId, error ? errorId : null, formMessageId].filter(Boolean).join(' ');

  return (
    <div className="field">
      <label htmlFor={selectId}>Time Zone</label>
      <input
        id={searchId}
        type="search"
        className="timezone-search"
        aria-label="Search by city, region or offset"
        placeholder="Search: city, region or UTC offset"
        autoComplete="off"
        value={query}
        aria-controls={selectId}
        aria-describedby={hintId}
        onChange={(e) => setQuery(e.target.value)}
      />
      <select
        id={selectId}
        className="timezone-select"
        value={value}
        // Open while searching, tall enough for the matches and their region headings.
        size={searching ? Math.min(10, Math.max(2, listed + groups.length)) : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {groups.map((group) => (
          <optgroup key={group.region} label={group.region}>
            {group.zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={hintId} className="field-hint" aria-live="polite">
        {searching ? `${count} ${count === 1 ? 'zone matches' : 'zones match'} “${query.trim()}”.` : hint}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
