import type { UpdateProfileRequest } from '@gp/shared';
import { useCallback, useState } from 'react';
import { validationIssues, type ValidationIssue } from '@gp/web-common/lib/api-errors';
import { useDebouncedSave } from '../../../hooks/use-debounced-save';
import { useUpdateProfile } from '../api/update-profile';

type ProfileField = keyof UpdateProfileRequest;
type FieldValue<Field extends ProfileField> = NonNullable<UpdateProfileRequest[Field]>;

/** Text waits for a pause in typing (spec §5: 500 ms); a choice from a list saves at once. */
export const SAVE_AT_ONCE_MS = 0;

/**
 * State of one profile field, saved on its own through PATCH /api/v1/account/profile: every
 * change is scheduled with the shared debounced-save queue, so saves go in order and a change
 * still waiting when the field goes away is saved. A refused save keeps the server's issues.
 */
export function useProfileFieldEditor<Field extends ProfileField>(
  userId: string,
  field: Field,
  initial: FieldValue<Field>,
  delayMs?: number,
) {
  const update = useUpdateProfile(userId);
  const [value, setValue] = useState(initial);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const save = useCallback(
    async (next: FieldValue<Field>) => {
      try {
        await update({ [field]: next });
        setIssues([]);
      } catch (error) {
        setIssues(validationIssues(error));
        throw error;
      }
    },
    [update, field],
  );
  const { status, schedule, flush } = useDebouncedSave(save, delayMs);

  const change = (next: FieldValue<Field>) => {
    setValue(next);
    schedule(next);
  };

  return { value, status, issues, change, flush, retry: () => change(value) };
}

export type ProfileFieldEditor<Field extends ProfileField> = ReturnType<typeof useProfileFieldEditor<Field>>;
