/**
 * A route parameter: an id for a link, or the router's `:name` placeholder, so each builder also
 * gives the pattern the router matches (`paths.playerStats(':playerId')`) and the two cannot drift.
 */
type Param = number | `:${string}`;

/**
 * Every address of the web app, used by the router and by every link and navigation. It lives in
 * `lib` rather than `app` because features import it, and features import only downwards.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  linkAccount: '/link-account',
  setupAccount: '/setup-account',
  /** Where Google and LinkedIn send the browser back (the server's callback redirects here). */
  oauthReturn: '/oauth-return',
  settings: '/settings',
  duels: '/duels',
  leagues: '/leagues',
  coach: '/coach',
  notifications: '/notifications',
  contacts: '/contacts',
  gifts: '/gifts',
  record: '/record',
  /** The recorder in competition mode for a duel awaiting the player's session. */
  recordDuel: (duelId: number) => `/record?duel=${duelId}`,
  /** The recorder in competition mode for a league round; in person, for one named participant. */
  recordLeagueRound: (leagueId: number, roundId: number, irlPlayer: string | null = null) =>
    `/record?${new URLSearchParams({ league: String(leagueId), round: String(roundId), ...(irlPlayer && { irl_player: irlPlayer }) })}`,
  help: '/help',
  /** Free, Regular and Premium side by side, with checkout: where every upgrade prompt leads (046). */
  membership: '/membership',
  playerSessions: (playerId: Param) => `/player/${playerId}/sessions`,
  playerStats: (playerId: Param) => `/player/${playerId}/stats`,
  duel: (duelId: Param) => `/duels/${duelId}`,
  league: (leagueId: Param) => `/leagues/${leagueId}`,
  coachConversation: (conversationId: Param) => `/coach/${conversationId}`,
  compare: (player1Id: Param, player2Id: Param) => `/players/${player1Id}/vs/${player2Id}`,
  /** A certificate's public page (no sign-in); its id is a UUID. */
  certificate: (certificateId: string) => `/certificates/${certificateId}`,
} as const;

/** `path` with a query string of the given values; empty and missing values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
