/** Every message the duel routes answer with (the web shows them as they are). */
export const DUELS_TEXT = {
  notFound: 'Duel not found.',
  createAsSelf: 'You can only create duels as yourself.',
  answerAsSelf: 'You can only answer duels as yourself.',
  challengeSelf: 'You cannot challenge yourself.',
  privateDuel: 'This duel is private to its two players.',
  othersLocked: "Other players' duels are for Regular and Premium members.",
  tooManyOpen: (n: number) =>
    `You already have ${n} open duel challenges. Wait for answers or cancel some before sending more.`,
  tooManyNewPlayers: (n: number) =>
    `You already have ${n} open invitations to new players. Wait for them to join or cancel some first.`,
  alreadyInvited: 'You have already invited this person recently.',
  alreadyChallenged: 'You already have a pending challenge to this player. Wait for their answer or cancel it first.',
  tooManyNewPlayersToday: (n: number) =>
    `You have invited ${n} new players in the last 24 hours. Please wait before inviting more.`,
  created: 'Duel challenge sent.',
  createdForEmail: (email: string) => `Invitation sent to ${email}. The duel starts once they join and accept.`,
  createdForPhone: 'Share the invitation link with the new player. The duel starts once they join and accept.',
  accepted: 'Duel accepted. Good luck!',
  declined: 'Duel declined.',
  cancelled: 'Duel invitation cancelled.',
} as const;
