import { useState } from 'react';

export const reviewRequestDismissedKey = (userId: string) => `reviewRequestDismissed:${userId}`;

/** Whether the owner dismissed the request in this browser session. */
export function useReviewRequestDismissal(userId: string) {
  const key = reviewRequestDismissedKey(userId);
  // No sessionStorage on the server: nothing dismissed yet there.
  const [dismissed, setDismissed] = useState(
    () => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(key) === 'true',
  );
  const dismiss = () => {
    sessionStorage.setItem(key, 'true');
    setDismissed(true);
  };
  return { dismissed, dismiss };
}
