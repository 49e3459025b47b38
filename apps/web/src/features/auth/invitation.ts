/** What an invitation link to /register says (spec 01 §2). */
export interface Invitation {
  kind: 'duel' | 'league' | null;
  /** Pre-fills and locks the e-mail field. */
  email: string | null;
  /** Read but not used, as in the spec. */
  phone: string | null;
  referrerId: number | null;
  league: string | null;
}

function text(params: URLSearchParams, key: string): string | null {
  const value = params.get(key)?.trim();
  return value ? value : null;
}

/** Reads the /register query; unknown invite kinds and malformed ids are ignored. */
export function readInvitation(params: URLSearchParams): Invitation {
  const invite = params.get('invite');
  const id = Number(params.get('referrer_id'));
  return {
    kind: invite === 'duel' || invite === 'league' ? invite : null,
    email: text(params, 'email'),
    phone: text(params, 'phone'),
    referrerId: Number.isSafeInteger(id) && id > 0 ? id : null,
    league: text(params, 'league'),
  };
}
