import { useCallback, useState } from 'react';
import { clearReviewDraft, EMPTY_REVIEW, readReviewDraft, saveReviewDraft, type ReviewFields } from '../review-draft';

/**
 * The review form's draft for this contractor (spec §3): what the form starts with, saved back on
 * every change, so a reload or a later visit continues where the person stopped. Only a change
 * writes: merely opening another contractor's form leaves an earlier draft alone. Without a draft
 * the form starts from `prefill` (a signed-in reviewer's name and email), and starting over goes
 * back to it.
 */
export function useReviewDraft(contractorId: string, prefill: Partial<Pick<ReviewFields, 'name' | 'email'>> = {}) {
  const [stored] = useState(() => readReviewDraft(contractorId));
  const [blank] = useState<ReviewFields>(() => ({ ...EMPTY_REVIEW, ...prefill }));
  const [restored, setRestored] = useState(stored !== null);

  const save = useCallback((fields: ReviewFields) => saveReviewDraft(contractorId, fields), [contractorId]);

  /** After a successful submit, or when the person starts over: the fields to start again from. */
  const discard = useCallback(() => {
    clearReviewDraft();
    setRestored(false);
    return blank;
  }, [blank]);

  return { initial: stored ?? blank, save, discard, restored };
}
