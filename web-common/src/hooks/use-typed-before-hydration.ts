import { useLayoutEffect, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Pages are rendered on the server, so a visitor on a slow phone may type into a form before its
 * script runs. Hydration leaves what they typed in the fields, but the state still holds the
 * server's values, and the next render would put those back. Once, on mount, this hands `adopt`
 * every field whose text differs from the state's value; a form rendered in the browser has
 * nothing to adopt.
 */
export function useTypedBeforeHydration<Field extends string>(
  inputs: Record<Field, RefObject<TextField | null>>,
  current: Record<NoInfer<Field>, string>,
  adopt: (typed: Partial<Record<Field, string>>) => void,
): void {
  useLayoutEffect(() => {
    const typed: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(inputs) as Field[]) {
      const value = inputs[field].current?.value;
      if (value !== undefined && value !== current[field]) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Only what was typed before the first render counts; later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
