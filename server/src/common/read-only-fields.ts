import { Exclude as dropWhenRead } from 'class-transformer';

/**
 * The fields of a record a client read from us that its writes may carry back, to be ignored:
 * react-admin sends the whole record it loaded (its id, computed values, timestamps). They are
 * dropped as the body becomes the input DTO, so neither the unknown-field rule nor the service
 * sees them; any other field the input does not declare is still refused.
 *
 * `TRecord` is what GET answers, `TInput` what the write takes. The object names every field of
 * the record the input does not take, so a field added to the record fails the type check until
 * it is declared here or made writable.
 */
export function ReadOnlyFields<TRecord, TInput>(
  fields: Record<Exclude<keyof TRecord, keyof TInput> & string, true>,
): ClassDecorator {
  return (target) => {
    for (const field of Object.keys(fields)) dropWhenRead({ toClassOnly: true })(target.prototype, field);
  };
}
