/**
 * Request bodies that both a form's pure builder test and its component test expect, written once:
 * the unit test checks the builder makes them, the component test that the form sends them.
 */

/** POST /api/duels with the defaults of spec 02 §9 (time_limit, 5 minutes, 7.0 ft, 72 hours): Ada (12) challenges Ben (34). */
export const DEFAULT_DUEL_BODY = {
  creator_id: 12,
  invited_player_id: 34,
  competition_mode: 'time_limit',
  time_limit_minutes: 5,
  putting_distance_feet: 7,
  invitation_expiry_minutes: 4320,
};

/** League settings of an in-person league for three, the second place named Bo: the three flags go off. */
export const IRL_TRIO_SETTINGS = {
  is_irl: true,
  allow_player_invites: false,
  allow_late_joiners: false,
  allow_catch_up_submissions: false,
  num_players: 3,
  player_names: ['Player 1', 'Bo', 'Player 3'],
};
