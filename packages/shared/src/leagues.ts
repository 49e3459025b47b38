/**
 * League contract (spec 02 §3, §7; DESIGN §5): every call's payload and answer. The options a
 * league may have and their rules are in league-settings.ts, re-exported here. Field names are the spec's; fields the spec does not name are additions the
 * server fills and older clients may ignore.
 */
import { z } from 'zod';
import { successMessageSchema } from './accounts.ts';
import { newPlayerContactSchema } from './duels.ts';
import { idFieldSchema, idParamSchema } from './ids.ts';
import {
  instantSchema,
  LEAGUE_PRIVACY_TYPES,
  LEAGUE_START_MODES,
  LEAGUE_STATUSES,
  leagueDescriptionSchema,
  leagueNameSchema,
  leagueSettingsInputSchema,
  leagueSettingsSchema,
  ROUND_STATUSES,
  startTimeReadingSchema,
  timeZoneSchema,
} from './league-settings.ts';
import { CAPTURE_SOURCES } from './putt-log.ts';

export * from './league-settings.ts';

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const leagueIdParamsSchema = z.object({ id: idParamSchema });
export const leagueInviteIdParamsSchema = z.object({ id: idParamSchema });

/**
 * POST /leagues. The creator is the token's player: a `creator_id` that differs is refused (403).
 * `privacy` is the spec's other reading of `privacy_type`. `start_time` defaults to one hour from
 * now and may not lie in the past; `time_zone` (IANA, default none = UTC) places daily and
 * monthly rounds on the league's wall clock across daylight-saving changes.
 */
export const createLeagueRequestSchema = z.object({
  creator_id: idFieldSchema.optional(),
  name: leagueNameSchema,
  description: leagueDescriptionSchema,
  privacy_type: z.enum(LEAGUE_PRIVACY_TYPES).optional(),
  privacy: z.enum(LEAGUE_PRIVACY_TYPES).optional(),
  start_time: instantSchema.optional(),
  /** `manual` (default): setup until Start League; `scheduled`: starts itself at `start_time`. */
  start_mode: z.enum(LEAGUE_START_MODES).optional(),
  time_zone: timeZoneSchema.nullable().optional(),
  settings: leagueSettingsInputSchema.default({}),
});
export type CreateLeagueRequest = z.input<typeof createLeagueRequestSchema>;
export type CreateLeagueBody = z.output<typeof createLeagueRequestSchema>;

/**
 * PUT /leagues/{id}/settings: the creator only (`editor_id`, when sent, must be the token's
 * player), only in setup or registering. Absent fields keep their value, unknown ones are refused
 * (400); the schedule is re-timed from `start_time`.
 */
export const updateLeagueSettingsRequestSchema = z.strictObject({
  editor_id: idFieldSchema.optional(),
  name: leagueNameSchema.optional(),
  description: leagueDescriptionSchema.optional(),
  privacy_type: z.enum(LEAGUE_PRIVACY_TYPES).optional(),
  start_time: instantSchema.optional(),
  /** Switches how the league starts; absent, it keeps its status. */
  start_mode: z.enum(LEAGUE_START_MODES).optional(),
  time_zone: timeZoneSchema.nullable().optional(),
  settings: leagueSettingsInputSchema.default({}),
});
export type UpdateLeagueSettingsRequest = z.input<typeof updateLeagueSettingsRequestSchema>;

/** POST /leagues/{id}/start: no payload (a JSON body, if any, is ignored). */
export const startLeagueRequestSchema = z.object({}).optional();

/** POST /leagues/{id}/join with a JSON body (`{}` will do). `player_id`, when sent, must be the token's player (403). */
export const joinLeagueRequestSchema = z.strictObject({ player_id: idFieldSchema.optional() });

/**
 * POST /leagues/{id}/invite: invite a player by id (`league_invited_player_id`, or the shorter
 * `invited_player_id`), or someone not yet on Holeout by `new_player_contact` (an e-mail gets the
 * `/register?invite=league…` link; a phone number gets the link back to share). The inviter is the
 * token's player; a `league_inviter_id`/`inviter_id` that differs is refused (403); a `league_id`
 * that differs from the path is refused (400).
 */
export const inviteLeagueRequestSchema = z
  .object({
    league_id: idFieldSchema.optional(),
    league_invited_player_id: idFieldSchema.optional(),
    invited_player_id: idFieldSchema.optional(),
    league_inviter_id: idFieldSchema.optional(),
    inviter_id: idFieldSchema.optional(),
    new_player_contact: newPlayerContactSchema.optional(),
  })
  .superRefine((b, ctx) => {
    const invited = b.league_invited_player_id ?? b.invited_player_id;
    if (
      b.league_invited_player_id !== undefined &&
      b.invited_player_id !== undefined &&
      b.league_invited_player_id !== b.invited_player_id
    ) {
      ctx.addIssue({ code: 'custom', path: ['invited_player_id'], message: 'Send one invited player' });
    }
    if (b.league_inviter_id !== undefined && b.inviter_id !== undefined && b.league_inviter_id !== b.inviter_id) {
      ctx.addIssue({ code: 'custom', path: ['inviter_id'], message: 'Send one inviter' });
    }
    if (invited === undefined && !b.new_player_contact) {
      ctx.addIssue({ code: 'custom', path: ['league_invited_player_id'], message: 'Choose a player to invite' });
    }
    if (invited !== undefined && b.new_player_contact) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_player_contact'],
        message: 'Invite a player or a new contact, not both',
      });
    }
  });
export type InviteLeagueRequest = z.input<typeof inviteLeagueRequestSchema>;

/** POST /leagues/invites/{id}/respond. `player_id`, when sent, must be the token's player (403). */
export const respondLeagueInviteRequestSchema = z.object({
  player_id: idFieldSchema.optional(),
  action: z.enum(['accept', 'decline']),
});
export type RespondLeagueInviteRequest = z.input<typeof respondLeagueInviteRequestSchema>;

/**
 * DELETE /leagues/{id} with `action`: `delete` (the creator removes the league) or `leave` (the
 * token's player leaves; the creator may leave as a player and stays the creator). `player_id`,
 * when sent, must be the token's player (403).
 */
export const deleteLeagueRequestSchema = z.object({
  action: z.enum(['delete', 'leave']),
  player_id: idFieldSchema.optional(),
});
export type DeleteLeagueRequest = z.input<typeof deleteLeagueRequestSchema>;

/** GET /leagues?player_id= (the token's player when absent). */
export const leaguesQuerySchema = z.object({ player_id: idParamSchema.optional() });
/** GET /leagues/{id}?player_id= (when sent, must be the token's player). */
export const leagueDetailQuerySchema = z.object({ player_id: idParamSchema.optional() });

/** GET /leagues/{id}/calendar.ics: a calendar app sends the member's feed token instead of a bearer token. */
export const leagueCalendarQuerySchema = z.object({
  member: idParamSchema.optional(),
  token: z
    .string()
    .regex(/^[0-9a-f]{32,64}$/, 'token must be a feed token')
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** A league as lists show it; `rules` is the spec's list-shape name of `settings`. */
export const leagueSummarySchema = z.object({
  league_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  privacy_type: z.enum(LEAGUE_PRIVACY_TYPES),
  status: z.enum(LEAGUE_STATUSES),
  creator_id: z.number().int(),
  creator_name: z.string(),
  start_time: z.string(),
  /** The end of the last round. */
  end_time: z.string(),
  created_at: z.string(),
  time_zone: z.string().nullable(),
  member_count: z.number().int(),
  settings: leagueSettingsSchema,
  rules: leagueSettingsSchema,
  /** Number of the round now active, null when none is. */
  active_round_number: z.number().int().nullable(),
  /** For `my_leagues` (career summary): the player's standing rank and points; null when not a member. */
  rank: z.number().int().nullable(),
  score: z.number().int().nullable(),
  is_member: z.boolean(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

/** A pending invitation of the player, with the league it is for. */
export const leagueInviteSchema = leagueSummarySchema.extend({
  invite_id: z.number().int(),
  league_invited_player_id: z.number().int(),
  league_inviter_id: z.number().int(),
  inviter_name: z.string(),
  invited_at: z.string(),
});
export type LeagueInvite = z.infer<typeof leagueInviteSchema>;

/**
 * GET /leagues. For the token's player: every league they are in, public leagues they may join,
 * and their pending invitations. For another player: only that player's active and completed
 * leagues in `my_leagues` (the career page), and no invitations.
 */
export const leagueListSchema = z.object({
  my_leagues: z.array(leagueSummarySchema),
  public_leagues: z.array(leagueSummarySchema),
  pending_invites: z.array(leagueInviteSchema),
});
export type LeagueList = z.infer<typeof leagueListSchema>;

/** One submission to a round (spec 02 §3: `player_id, score, points_awarded`). */
export const roundSubmissionSchema = z.object({
  /** The member; for an IRL league, null (the participant is `irl_player`). */
  player_id: z.number().int().nullable(),
  player_name: z.string(),
  /** IRL leagues: the participant's name; null otherwise. */
  irl_player: z.string().nullable(),
  score: z.number().int(),
  /** Points once the round is completed; null while it is open. */
  points_awarded: z.number().int().nullable(),
  /** Place in the round among submitters (ties share); null while the round is open. */
  round_rank: z.number().int().nullable(),
  session_id: z.string(),
  /** SHA-256 of the session's canonical putt log, so the score can be checked. */
  putt_log_sha256: z.string(),
  submitted_at: z.string(),
  /** True when submitted after the round had closed (allowed catch-up). */
  catch_up: z.boolean(),
  /** How the submitted session was captured (decision 039). */
  capture_source: z.enum(CAPTURE_SOURCES),
});
export type RoundSubmission = z.infer<typeof roundSubmissionSchema>;

export const leagueRoundSchema = z.object({
  round_id: z.number().int(),
  round_number: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  start_time: z.string(),
  end_time: z.string(),
  /** Members (or IRL participants) at the round's close: the N in N − rank + 1; null while open. */
  participants_at_close: z.number().int().nullable(),
  submissions: z.array(roundSubmissionSchema),
});
export type LeagueRound = z.infer<typeof leagueRoundSchema>;

export const leagueMemberSchema = z.object({
  player_id: z.number().int(),
  name: z.string(),
  joined_at: z.string(),
  is_creator: z.boolean(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/** One row of the standings: points summed over completed rounds, ties share the rank. */
export const standingSchema = z.object({
  rank: z.number().int(),
  /** Null for an IRL participant. */
  player_id: z.number().int().nullable(),
  player_name: z.string(),
  irl_player: z.string().nullable(),
  points: z.number().int(),
  rounds_submitted: z.number().int(),
  /** Sum of round scores over completed rounds (shown, not used for ranking). */
  total_score: z.number().int(),
});
export type Standing = z.infer<typeof standingSchema>;

/** What the viewer may do here, so the page offers exactly what the server would accept. */
export const leagueViewerSchema = z.object({
  player_id: z.number().int(),
  is_member: z.boolean(),
  is_creator: z.boolean(),
  /** A pending invitation of the viewer to this league, if any. */
  invite_id: z.number().int().nullable(),
  can_edit: z.boolean(),
  can_start: z.boolean(),
  can_invite: z.boolean(),
  can_join: z.boolean(),
  can_leave: z.boolean(),
  can_delete: z.boolean(),
  /** Members only: the private feed address a calendar app subscribes to (path under the site). */
  calendar_url: z.string().nullable(),
});
export type LeagueViewer = z.infer<typeof leagueViewerSchema>;

/** GET /leagues/{id}: the league with its settings, members and rounds (spec 02 §7). */
export const leagueDetailSchema = z.object({
  success: z.literal(true),
  league: leagueSummarySchema,
  members: z.array(leagueMemberSchema),
  rounds: z.array(leagueRoundSchema),
  standings: z.array(standingSchema),
  viewer: leagueViewerSchema,
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;

/**
 * Answer of create, edit, start and join: a message and the league as the detail call shows it;
 * create and edit with a `start_time` also say how it was read.
 */
export const leagueChangeResponseSchema = leagueDetailSchema.extend({
  message: z.string(),
  start_time_reading: startTimeReadingSchema.optional(),
});
export type LeagueChangeResponse = z.infer<typeof leagueChangeResponseSchema>;

/** Answer of invite, respond, leave and delete. */
export const leagueMessageResponseSchema = successMessageSchema.extend({
  /** Invite of a phone number: the registration link to share (no SMS provider). */
  invite_link: z.string().nullable().optional(),
  /** Respond with accept: the league joined. */
  league_id: z.number().int().nullable().optional(),
});
export type LeagueMessageResponse = z.infer<typeof leagueMessageResponseSchema>;

/** The desktop app's parameter string of a league round (spec 02 §7). */
export function leagueRoundParameters(roundNumber: number, leagueId: number, timeLimitMinutes: number | null): string {
  const base = `league_round=${roundNumber},league_id=${leagueId}`;
  return timeLimitMinutes == null ? base : `${base},time_limit=${timeLimitMinutes}`;
}

/** The public leagues list holds at most this many leagues (newest first). */
export const PUBLIC_LEAGUES_LIMIT = 100;
