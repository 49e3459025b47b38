/**
 * The time zones the settings page offers: IANA names in their current spelling, grouped by
 * region, each with its offset from UTC now, searchable, and the browser's own zone proposed on
 * a first visit. Pure: the list and the clock come in as arguments.
 */

/**
 * Old spellings that browsers (ICU) still list as canonical, with the name IANA uses today. The
 * server stores what `Intl` resolves, so a saved "Asia/Kolkata" comes back as "Asia/Calcutta":
 * both directions go through this table.
 */
export const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  GMT: 'UTC',
};

/** The zone's current IANA spelling ('Asia/Calcutta' → 'Asia/Kolkata'); other names unchanged. */
export function currentZoneName(zone: string): string {
  return CURRENT_ZONE_NAMES[zone] ?? zone;
}

// Building a formatter is the slow part (a search rebuilds the list on every key): one per zone.
const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

function offsetFormat(zone: string): Intl.DateTimeFormat | null {
  if (!offsetFormats.has(zone)) {
    try {
      offsetFormats.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }));
    } catch {
      offsetFormats.set(zone, null);
    }
  }
  return offsetFormats.get(zone) ?? null;
}

/**
 * Minutes east of UTC of `zone` at `at` (India +330, New York −300 in winter); null when the
 * runtime does not know the zone.
 */
export function zoneOffsetMinutes(zone: string, at: Date): number | null {
  const format = offsetFormat(zone);
  const name = format?.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT' alone for UTC itself, else 'GMT+05:30' / 'GMT-04:00'.
  const match = name ? /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name) : null;
  if (!match) return null;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** 'UTC', 'UTC+05:30', 'UTC−04:00' (a true minus sign, as offsets are printed). */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** One choice of the picker. */
export interface ZoneOption {
  /** The IANA name sent to the server, in its current spelling. */
  id: string;
  /** 'Kolkata (UTC+05:30)', 'Argentina / Buenos Aires (UTC−03:00)'. */
  label: string;
  offsetMinutes: number;
}

/** A region of the picker ('America', 'Europe' …; UTC on its own first). */
export interface ZoneGroup {
  region: string;
  zones: ZoneOption[];
}

/** Words to match a search against: the names (old and new), the place and the offset. */
function searchText(option: ZoneOption, oldNames: readonly string[]): string {
  return [option.id, option.label, formatOffset(option.offsetMinutes), ...oldNames]
    .join(' ')
    .replaceAll('_', ' ')
    .replaceAll('−', '-')
    .toLowerCase();
}

/** True when every word of the query is found in the zone's search text ('new york', 'kiev', '+5:30'). */
function matches(text: string, query: string): boolean {
  const words = query.toLowerCase().replaceAll('_', ' ').replaceAll('−', '-').split(/\s+/).filter(Boolean);
  return words.every((word) => text.includes(word.replace(/^([+-])(\d):/, '$10$2:')));
}

/**
 * The picker's groups: every zone of `supported` (the browser's list) in its current spelling,
 * without duplicates, plus `keep` (the stored and the chosen zone, offered even when the list
 * lacks them). UTC first, then regions alphabetically, places alphabetically within each. With a
 * `query` only the zones it matches are listed, and those of `keep` always.
 */
export function timeZoneGroups(
  supported: readonly string[],
  { at, query = '', keep = [] }: { at: Date; query?: string; keep?: readonly string[] },
): ZoneGroup[] {
  const oldNames = new Map<string, string[]>();
  for (const [old, current] of Object.entries(CURRENT_ZONE_NAMES)) {
    oldNames.set(current, [...(oldNames.get(current) ?? []), old]);
  }
  const kept = new Set(keep.map(currentZoneName));
  const ids = new Set(['UTC', ...supported.map(currentZoneName), ...kept]);
  const groups = new Map<string, ZoneOption[]>();
  for (const id of ids) {
    const offsetMinutes = zoneOffsetMinutes(id, at);
    if (offsetMinutes === null) continue;
    const slash = id.indexOf('/');
    const region = slash < 0 ? 'UTC' : id.slice(0, slash);
    const place = slash < 0 ? id : id.slice(slash + 1).replaceAll('/', ' / ');
    const option: ZoneOption = {
      id,
      label: id === 'UTC' ? 'UTC' : `${place.replaceAll('_', ' ')} (${formatOffset(offsetMinutes)})`,
      offsetMinutes,
    };
    if (query.trim() && !kept.has(id) && !matches(searchText(option, oldNames.get(id) ?? []), query)) continue;
    groups.set(region, [...(groups.get(region) ?? []), option]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)))
    .map(([region, zones]) => ({ region, zones: zones.sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** How many zones the groups hold. */
export function zoneCount(groups: readonly ZoneGroup[]): number {
  return groups.reduce((total, group) => total + group.zones.length, 0);
}

/**
 * The zone the picker starts on: the stored one, except that a player still on the default (UTC)
 * who has never saved a zone from this device gets the device's own zone proposed (`proposed`
 * true: it is not saved until they save). UTC stays when the device is on UTC or its zone is
 * unknown.
 */
export function initialTimeZone(
  stored: string,
  device: string | null | undefined,
  confirmed: boolean,
): { zone: string; proposed: boolean } {
  const current = currentZoneName(stored);
  const own = device ? currentZoneName(device) : null;
  if (current !== 'UTC' || confirmed || !own || own === 'UTC') return { zone: current, proposed: false };
  return { zone: own, proposed: true };
}
