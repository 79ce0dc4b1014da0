import type { Middleware } from 'swr';

/**
 * SWR re-reads on mount every answer it was handed, as it cannot know how fresh it is. The answers
 * of a page the server rendered for a signed-out visitor (the server saw no session cookie) are
 * what the browser's own reads would be, read a moment ago: re-reading them would only cost the
 * visitor requests and the schemas that parse them. So, until the visitor leaves that page, they
 * are not read again on mount (a visitor who comes back to the tab still gets fresh ones). A hook
 * that says `revalidateOnMount` itself (a read that is also a visit) keeps its word.
 */
export function freshServerAnswers(
  answers: Record<string, unknown>,
  subscribe: (left: () => void) => void,
): Middleware {
  const fresh = new Set(Object.keys(answers));
  subscribe(() => fresh.clear());
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      typeof key === 'string' && fresh.has(key)
        ? { ...config, revalidateOnMount: config.revalidateOnMount ?? false }
        : config,
    );
}
