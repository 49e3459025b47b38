/**
 * Messages about form fields in people's words. The API names the field it refuses by its JSON
 * name ("email: Please enter a valid e-mail address", "x_url: …"); a form shows the text next to
 * the field it is about, and its one summary message names the field by its label ("X link").
 */

/** A form's problems per field (its own keys, usually the API's field names). */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** What a form shows after a check or a refusal: one summary message and the fields to mark. */
export interface FormProblems<K extends string = string> {
  message: string | null;
  fields: FieldErrors<K>;
}

/** No message and no field marked. */
export const NO_PROBLEMS: FormProblems<string> = Object.freeze({ message: null, fields: {} });

/**
 * The API's field names in people's words, for messages that name a field outside a form that
 * knows it (a refusal shown as a toast, or a field the form does not have).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  email: 'E-mail',
  password: 'Password',
  old_password: 'Current password',
  new_password: 'New password',
  phone: 'Phone',
  timezone: 'Time zone',
  x_url: 'X link',
  tiktok_url: 'TikTok link',
  website_url: 'Website',
  telegram_url: 'Telegram link',
  token: 'Link',
  referral_session_id: 'Referral',
  putting_distance_feet: 'Putting distance',
  started_at: 'Start time',
  duration_seconds: 'Duration',
  putts: 'Putts',
};

/** A field path the API wrote (`x_url`, `putts.3.zone`) and the text after it. */
const FIELD_MESSAGE = /^([a-z][a-z0-9_]*)((?:\.[a-z0-9_]+)*): (.+)$/s;

/** 'started_at' → 'Started at': the words of a field nobody gave a label. */
function wordsOf(field: string): string {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A message that names a field, split into the field (the path's first part) and the text; null
 * for a message that names none ("Invalid email or password").
 */
export function splitFieldMessage(message: string): { field: string; text: string } | null {
  const match = FIELD_MESSAGE.exec(message);
  return match ? { field: match[1], text: match[3] } : null;
}

/**
 * The message with the field named in people's words: 'x_url: Please…' → 'X link: Please…'. A
 * message that names no field is returned as it is.
 */
export function readableMessage(message: string, labels: Readonly<Record<string, string>> = FIELD_LABELS): string {
  const split = splitFieldMessage(message);
  if (!split) return message;
  return `${labels[split.field] ?? FIELD_LABELS[split.field] ?? wordsOf(split.field)}: ${split.text}`;
}

/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The summary for every invalid field at once: the one field's label and text, or, for several,
 * which fields to correct (each shows its own text beside it). Null when none is invalid. Fields
 * are listed in the order of `labels`, the order of the form.
 */
export function fieldsSummary<K extends string>(
  fields: FieldErrors<K>,
  labels: Readonly<Record<K, string>>,
): string | null {
  const invalid = (Object.keys(labels) as K[]).filter((key) => fields[key]);
  if (invalid.length === 0) return null;
  if (invalid.length === 1) return `${labels[invalid[0]]}: ${fields[invalid[0]]}`;
  return `Please correct ${listOf(invalid.map((key) => labels[key]))}.`;
}

/**
 * Every invalid field of a zod check at once, by the issue path's first key, the first message
 * of each field winning. Issues about keys the form does not show are left out.
 */
export function fieldErrorsFromIssues<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  keys: readonly K[],
): FieldErrors<K> {
  const fields: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (keys as readonly string[]).includes(key) && !fields[key as K]) {
      fields[key as K] = issue.message;
    }
  }
  return fields;
}

/**
 * A refusal in a form's terms: when the message names one of the form's fields, that field is
 * marked with the text and the summary names it by its label; any other message is the summary
 * as it is (with a field named in people's words, should it name one the form does not show).
 */
export function problemsFromMessage<K extends string>(
  message: string,
  labels: Readonly<Record<K, string>>,
): FormProblems<K> {
  const split = splitFieldMessage(message);
  if (split && split.field in labels) {
    const field = split.field as K;
    return { message: `${labels[field]}: ${split.text}`, fields: { [field]: split.text } as FieldErrors<K> };
  }
  return { message: readableMessage(message), fields: {} };
}
