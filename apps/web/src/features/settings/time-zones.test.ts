import { describe, expect, it } from 'vitest';
import {
  currentZoneName,
  formatOffset,
  initialTimeZone,
  timeZoneGroups,
  zoneCount,
  zoneOffsetMinutes,
} from './time-zones.ts';

// A winter day: no daylight saving north of the equator.
const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');
// What Chromium and Node list today: old spellings among the current ones.
const browserList = [
  'America/New_York',
  'America/Buenos_Aires',
  'Asia/Calcutta',
  'Asia/Kathmandu',
  'Europe/Kiev',
  'Europe/Oslo',
  'Australia/Adelaide',
  'UTC',
];

const ids = (groups: ReturnType<typeof timeZoneGroups>) => groups.flatMap((g) => g.zones.map((z) => z.id));

describe('currentZoneName', () => {
  it('spells old names the way IANA does today', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(currentZoneName('Etc/UTC')).toBe('UTC');
  });

  it('leaves current names alone', () => {
    expect(currentZoneName('Europe/Oslo')).toBe('Europe/Oslo');
  });
});

describe('zoneOffsetMinutes and formatOffset', () => {
  it('reads the offset at the given moment, daylight saving included', () => {
    expect(zoneOffsetMinutes('America/New_York', winter)).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', summer)).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', winter)).toBe(330);
    expect(zoneOffsetMinutes('Asia/Kathmandu', winter)).toBe(345);
    expect(zoneOffsetMinutes('UTC', winter)).toBe(0);
  });

  it('is null for a zone the runtime does not know', () => {
    expect(zoneOffsetMinutes('Mars/Olympus_Mons', winter)).toBeNull();
  });

  it('prints offsets with a sign, hours and minutes', () => {
    expect(formatOffset(0)).toBe('UTC');
    expect(formatOffset(330)).toBe('UTC+05:30');
    expect(formatOffset(-300)).toBe('UTC−05:00');
    expect(formatOffset(-570)).toBe('UTC−09:30');
  });
});

describe('timeZoneGroups', () => {
  it('lists current names only, UTC first, then regions and places alphabetically, with offsets', () => {
    const groups = timeZoneGroups(browserList, { at: winter });
    expect(groups.map((g) => g.region)).toEqual(['UTC', 'America', 'Asia', 'Australia', 'Europe']);
    expect(ids(groups)).toEqual([
      'UTC',
      'America/Argentina/Buenos_Aires',
      'America/New_York',
      'Asia/Kathmandu',
      'Asia/Kolkata',
      'Australia/Adelaide',
      'Europe/Kyiv',
      'Europe/Oslo',
    ]);
    expect(ids(groups)).not.toContain('Asia/Calcutta');
    expect(ids(groups)).not.toContain('Europe/Kiev');
    const america = groups.find((g) => g.region === 'America');
    expect(america?.zones.map((z) => z.label)).toEqual([
      'Argentina / Buenos Aires (UTC−03:00)',
      'New York (UTC−05:00)',
    ]);
    expect(groups.find((g) => g.region === 'Australia')?.zones[0].label).toBe('Adelaide (UTC+10:30)');
  });

  it('does not list a zone twice when the browser gives both spellings', () => {
    const groups = timeZoneGroups(['Asia/Calcutta', 'Asia/Kolkata'], { at: winter });
    expect(ids(groups)).toEqual(['UTC', 'Asia/Kolkata']);
    expect(zoneCount(groups)).toBe(2);
  });

  it('finds zones by place, old name or offset, and always keeps the chosen one', () => {
    expect(ids(timeZoneGroups(browserList, { at: winter, query: 'new york' }))).toEqual(['America/New_York']);
    expect(ids(timeZoneGroups(browserList, { at: winter, query: 'Kiev' }))).toEqual(['Europe/Kyiv']);
    expect(ids(timeZoneGroups(browserList, { at: winter, query: 'calcutta' }))).toEqual(['Asia/Kolkata']);
    expect(ids(timeZoneGroups(browserList, { at: winter, query: '+5:30' }))).toEqual(['Asia/Kolkata']);
    expect(ids(timeZoneGroups(browserList, { at: winter, query: 'oslo', keep: ['Asia/Calcutta'] }))).toEqual([
      'Asia/Kolkata',
      'Europe/Oslo',
    ]);
    expect(zoneCount(timeZoneGroups(browserList, { at: winter, query: 'nowhere' }))).toBe(0);
  });

  it("offers a kept zone the browser's list lacks, and drops zones the runtime cannot read", () => {
    const groups = timeZoneGroups(['Europe/Oslo', 'Mars/Olympus_Mons'], { at: winter, keep: ['Etc/GMT+3'] });
    expect(ids(groups)).toEqual(['UTC', 'Etc/GMT+3', 'Europe/Oslo']);
  });
});

describe('initialTimeZone', () => {
  it("proposes the device's zone to a player still on the default UTC", () => {
    expect(initialTimeZone('UTC', 'America/New_York', false)).toEqual({ zone: 'America/New_York', proposed: true });
    expect(initialTimeZone('UTC', 'Asia/Calcutta', false)).toEqual({ zone: 'Asia/Kolkata', proposed: true });
  });

  it('keeps a chosen zone, a confirmed UTC, and UTC on a UTC device', () => {
    expect(initialTimeZone('Europe/Oslo', 'America/New_York', false)).toEqual({ zone: 'Europe/Oslo', proposed: false });
    expect(initialTimeZone('UTC', 'America/New_York', true)).toEqual({ zone: 'UTC', proposed: false });
    expect(initialTimeZone('UTC', 'UTC', false)).toEqual({ zone: 'UTC', proposed: false });
    expect(initialTimeZone('UTC', undefined, false)).toEqual({ zone: 'UTC', proposed: false });
  });

  it('shows a stored old spelling under its current name', () => {
    expect(initialTimeZone('Europe/Kiev', 'UTC', false)).toEqual({ zone: 'Europe/Kyiv', proposed: false });
  });
});
