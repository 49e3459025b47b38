/**
 * What a refusal must look like: `{ error, message }` in JSON, with a message a person can read
 * and nothing an attacker can learn the internals from.
 */

/** Signs of internals leaking through a message: stack frames, SQL, driver text, file paths. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at |\bat [\w$.<>]+ \(.*:\d+:\d+\)/],
  ['SQL', /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b|\bFailed query\b|\bsyntax error\b/i],
  [
    'a database error',
    /\b(violates|relation "|column "|invalid input syntax|out of range for type|invalid byte sequence|PGlite|postgres|drizzle|SQLSTATE)\b/i,
  ],
  ['an internal path', /\/work\/|node_modules|[\w-]+\.(ts|js|mjs|cjs):\d+|file:\/\//],
  ['an exception name', /\b(TypeError|ReferenceError|RangeError|SyntaxError|ZodError|FastifyError)\b/],
];

/** Longest message a person is expected to read; longer ones echo input back. */
export const MAX_MESSAGE_LENGTH = 300;

/** Why `body` (with `contentType`) is not a readable error envelope, or null when it is one. */
export function envelopeProblem(contentType: string | undefined, body: string): string | null {
  if (!contentType?.startsWith('application/json')) return `content-type is ${contentType ?? 'missing'}, not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const { error, message } = (parsed ?? {}) as { error?: unknown; message?: unknown };
  if (typeof error !== 'string' || error.trim() === '') return 'no `error` string';
  if (typeof message !== 'string' || message.trim() === '') return 'no readable `message`';
  if (message.length > MAX_MESSAGE_LENGTH) return `the message is ${message.length} characters long`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
  if (/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(message)) return 'the message holds control characters';
  for (const [what, re] of LEAKS) if (re.test(message)) return `the message shows ${what}`;
  return null;
}
