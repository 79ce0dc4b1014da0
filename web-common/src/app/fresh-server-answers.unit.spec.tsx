import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { freshServerAnswers } from './fresh-server-answers';

const SERVER_ANSWERS = { '/api/v1/pros': 'from the server', '/api/v1/profiles/p1': 'profile from the server' };

/** Shows one key's answer; `reads` records every read its fetcher makes. */
function Answer({ url, reads, visit = false }: { url: string; reads: string[]; visit?: boolean }) {
  const { data } = useSWR(
    url,
    async (key: string) => {
      reads.push(key);
      return `read ${key}`;
    },
    visit ? { revalidateOnMount: true } : undefined,
  );
  return <p>{`${url}: ${data ?? '…'}`}</p>;
}

/** Renders with the middleware; `remount` mounts the children anew under the same configuration. */
function renderWithAnswers(children: React.ReactNode) {
  let leave = () => {};
  const value = {
    provider: () => new Map(),
    fallback: SERVER_ANSWERS,
    use: [freshServerAnswers(SERVER_ANSWERS, (left) => (leave = left))],
  };
  const tree = (generation: number) => (
    <SWRConfig value={value}>
      <div key={generation}>{children}</div>
    </SWRConfig>
  );
  let generation = 0;
  const view = render(tree(generation));
  return { leave: () => leave(), remount: () => view.rerender(tree(++generation)) };
}

describe("a signed-out visitor's server answers", () => {
  it('are shown without being read again, while reads the server did not answer still happen', async () => {
    const reads: string[] = [];
    renderWithAnswers(
      <>
        <Answer url="/api/v1/pros" reads={reads} />
        <Answer url="/api/v1/site-config" reads={reads} />
      </>,
    );
    await screen.findByText('/api/v1/site-config: read /api/v1/site-config');
    expect(screen.getByText('/api/v1/pros: from the server')).toBeTruthy();
    expect(reads).toEqual(['/api/v1/site-config']);
  });

  it('are read again by a hook that asks to (a profile read is also its visit)', async () => {
    const reads: string[] = [];
    renderWithAnswers(<Answer url="/api/v1/profiles/p1" reads={reads} visit />);
    await screen.findByText('/api/v1/profiles/p1: read /api/v1/profiles/p1');
    expect(reads).toEqual(['/api/v1/profiles/p1']);
  });

  it('are read as usual once the visitor has left the page the server rendered', async () => {
    const reads: string[] = [];
    const view = renderWithAnswers(<Answer url="/api/v1/pros" reads={reads} />);
    view.remount();
    expect(screen.getByText('/api/v1/pros: from the server')).toBeTruthy();
    expect(reads).toEqual([]);
    act(() => view.leave());
    view.remount();
    await waitFor(() => expect(reads).toEqual(['/api/v1/pros']));
  });
});
