import type { Lang, UpdateProfileRequest } from '@gp/shared';
import { useCallback, useState } from 'react';
import { validationIssues, type ValidationIssue } from '@gp/web-common/lib/api-errors';
import { useDebouncedSave } from '../../../hooks/use-debounced-save';
import { useUpdateProfile } from '../api/update-profile';

type ProfileField = Exclude<keyof UpdateProfileRequest, 'description'>;
type FieldValue<Field extends ProfileField> = NonNullable<UpdateProfileRequest[Field]>;

/** Text waits for a pause in typing (spec §5: 500 ms); a choice from a list saves at once. */
export const SAVE_AT_ONCE_MS = 0;

/**
 * State of one field of the profile, saved on its own through PATCH /api/v1/account/profile as the
 * change `changesOf(value)`: every change is scheduled with the shared debounced-save queue, so
 * saves go in order and a change still waiting when the field goes away is saved. A refused save
 * keeps the server's issues.
 */
function useProfileEditor<Value>(
  userId: string,
  initial: Value,
  changesOf: (value: Value) => UpdateProfileRequest,
  delayMs?: number,
) {
  const update = useUpdateProfile(userId);
  const [value, setValue] = useState(initial);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const save = useCallback(
    async (next: Value) => {
      try {
        await update(changesOf(next));
        setIssues([]);
      } catch (error) {
        setIssues(validationIssues(error));
        throw error;
      }
    },
    [update, changesOf],
  );
  const { status, schedule, flush } = useDebouncedSave(save, delayMs);

  const change = (next: Value) => {
    setValue(next);
    schedule(next);
  };

  return { value, status, issues, change, flush, retry: () => change(value) };
}

/** One field of the profile (services, zones, languages, hours), saved as `{ [field]: value }`. */
export function useProfileFieldEditor<Field extends ProfileField>(
  userId: string,
  field: Field,
  initial: FieldValue<Field>,
  delayMs?: number,
) {
  const changesOf = useCallback((next: FieldValue<Field>): UpdateProfileRequest => ({ [field]: next }), [field]);
  return useProfileEditor(userId, initial, changesOf, delayMs);
}

/**
 * The description in one language, a field of its own saved as `{ description: { [lang]: text } }`:
 * the other language keeps its text, so the two fields never overwrite each other; an empty text
 * removes that language's description.
 */
export function useDescriptionEditor(userId: string, lang: Lang, initial: string) {
  const changesOf = useCallback((text: string): UpdateProfileRequest => ({ description: { [lang]: text } }), [lang]);
  return useProfileEditor(userId, initial, changesOf);
}

export type ProfileFieldEditor<Field extends ProfileField> = ReturnType<typeof useProfileFieldEditor<Field>>;
export type DescriptionEditor = ReturnType<typeof useDescriptionEditor>;
