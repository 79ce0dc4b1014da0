/** Where a subscription's handler error goes when its owner gave no `onError`: never silently lost. */
export function reportSubscriptionError(error: unknown): void {
  console.error('Event subscription stopped:', error);
}
