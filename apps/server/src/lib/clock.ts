/**
 * Where the server reads the time. Every rule that depends on time (expiry, lifetimes, reminders,
 * scheduled jobs) asks the context's clock, so tests move time instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
