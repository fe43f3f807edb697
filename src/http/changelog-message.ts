// NetBox 4.4's `changelog_message`: a note a write or delete body gives for the change log
// entry of each object it names (src/events/changelog.ts recordChangeMessages). It is no field
// of the object, so it is taken out of the body before the engine sees it.
import { MAX_CHANGE_MESSAGE } from '../events/changelog.ts';
import { ValidationError, type FieldErrors } from '../engine/errors.ts';

const NAME = 'changelog_message';

/** An item's message, or the reason it is refused. A delete body is read by NetBox's
 * ChangeLogMessageSerializer, a CharField: a blank or null message is refused there, while a
 * write keeps none for them. Anything but text is refused, as the OpenAPI document's request
 * validator refuses it in a write body. */
function messageOf(value: unknown, deleting: boolean): { message: string | null } | { error: string } {
  if (value === undefined) return { message: null };
  if (value === null) return deleting ? { error: 'This field may not be null.' } : { message: null };
  if (typeof value !== 'string') return { error: 'Not a valid string.' };
  const text = value;
  if (text.trim() === '') return deleting ? { error: 'This field may not be blank.' } : { message: null };
  if (text.length > MAX_CHANGE_MESSAGE) return { error: `Ensure this field has no more than ${MAX_CHANGE_MESSAGE} characters.` };
  return { message: text };
}

/** The items without their `changelog_message`, and the messages aligned with them. A message
 * that cannot be kept is a 400 naming it (per item in a list, as bulk errors are). */
export function takeChangeMessages(items: unknown[], opts: { bulk: boolean; deleting: boolean }): { items: unknown[]; messages: Array<string | null> } {
  const errors: FieldErrors[] = [];
  const messages: Array<string | null> = [];
  const rest = items.map((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item) || !(NAME in item)) {
      errors.push({});
      messages.push(null);
      return item;
    }
    const { [NAME]: value, ...others } = item as Record<string, unknown>;
    const read = messageOf(value, opts.deleting);
    errors.push('error' in read ? { [NAME]: [read.error] } : {});
    messages.push('message' in read ? read.message : null);
    return others;
  });
  if (errors.some((e) => NAME in e)) throw new ValidationError(opts.bulk ? errors : errors[0]!);
  return { items: rest, messages };
}
