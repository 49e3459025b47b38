import { LEAGUE_START_MAX_AHEAD_DAYS } from '@holeout/shared/leagues';

/** Every message the league routes answer with that the rules module does not own. */
export const LEAGUES_TEXT = {
  notFound: 'League not found.',
  createAsSelf: 'You can only create leagues as yourself.',
  editAsSelf: 'You can only change leagues as yourself.',
  actAsSelf: 'You can only act for yourself.',
  othersLocked: "Other players' leagues are for Regular and Premium members.",
  startInPast: 'start_time: must not be in the past',
  startTooFar: `start_time: must be within ${LEAGUE_START_MAX_AHEAD_DAYS} days`,
  privacyTwice: 'privacy: send privacy_type or privacy, not two different values',
  irlStartsByHand: 'start_mode: An in-person league is started by its organiser with Start League.',
  readAsLocal: (sent: string, zone: string) =>
    `start_time ${sent} has no offset: it was read as your local time in ${zone} (your profile's time zone).`,
  readWithOffset: (sent: string) => `start_time ${sent} carries its offset: it was read as that instant.`,
  tooManyOpen: (n: number) => `You already run ${n} leagues that have not finished. Complete or delete one first.`,
  created: 'League created.',
  updated: 'League settings updated.',
  started: 'League started. Round 1 is open.',
  joined: 'You have joined the league.',
  left: 'You have left the league.',
  deleted: 'League deleted.',
} as const;
