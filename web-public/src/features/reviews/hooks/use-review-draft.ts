import { useCallback, useRef, useState } from 'react';
import { clearReviewDraft, EMPTY_REVIEW, readReviewDraft, saveReviewDraft, type ReviewFields } from '../review-draft';

/**
 * The review form's fields, restored from the draft for this contractor and saved back on every
 * change (spec §3), so a reload or a later visit continues where the person stopped. Only a
 * change writes: merely opening another contractor's form leaves an earlier draft alone.
 * Without a draft the form starts from `prefill` (a signed-in reviewer's name and email), and
 * starting over goes back to it.
 */
export function useReviewDraft(contractorId: string, prefill: Partial<Pick<ReviewFields, 'name' | 'email'>> = {}) {
  const [initial] = useState(() => readReviewDraft(contractorId));
  const [blank] = useState<ReviewFields>(() => ({ ...EMPTY_REVIEW, ...prefill }));
  const [fields, setFields] = useState<ReviewFields>(initial ?? blank);
  const [restored, setRestored] = useState(initial !== null);
  const latest = useRef(fields);

  const change = useCallback(
    <Field extends keyof ReviewFields>(field: Field, value: ReviewFields[Field]) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setFields(next);
      saveReviewDraft(contractorId, next);
    },
    [contractorId],
  );

  /** After a successful submit, or when the person starts over. */
  const discard = useCallback(() => {
    clearReviewDraft();
    latest.current = blank;
    setFields(blank);
    setRestored(false);
  }, [blank]);

  return { fields, change, discard, restored };
}
