/**
 * Physical limits of putting on a mat: what one golfer can do. An upload that breaks one is not a
 * session but a fabrication, and is refused (the recorder can never produce one).
 */

/** Fewest seconds between two putts: a stroke and setting up the next ball take at least this. */
export const MIN_SECONDS_BETWEEN_PUTTS = 1;
