import { NOTIFICATION_RECONNECT_MS, notificationSchema, STREAM_EVENTS } from '@holeout/shared/notifications';
import { describe, expect, it } from 'vitest';
import { isNotification, RECONNECT_MS, STREAM_EVENT_NAMES } from './stream-contract.ts';

describe('the live connection’s copy of the stream contract', () => {
  it('equals the shared constants', () => {
    expect(RECONNECT_MS).toBe(NOTIFICATION_RECONNECT_MS);
    expect(STREAM_EVENT_NAMES).toEqual(STREAM_EVENTS);
  });

  it('accepts exactly what the shared schema accepts', () => {
    const valid = {
      id: 3,
      title: 't',
      message: 'm',
      created_at: '2026-01-01T00:00:00Z',
      read_status: false,
      link_path: null,
    };
    const cases: unknown[] = [
      valid,
      { ...valid, link_path: '/duels/1' },
      { ...valid, id: 1.5 },
      { ...valid, id: '3' },
      { ...valid, title: 4 },
      { ...valid, read_status: 'no' },
      { ...valid, link_path: undefined },
      { ...valid, created_at: null },
      null,
      'notification',
    ];
    for (const value of cases) expect(isNotification(value)).toBe(notificationSchema.safeParse(value).success);
  });
});
