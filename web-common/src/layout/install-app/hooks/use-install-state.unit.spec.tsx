import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useInstallState } from './use-install-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useInstallState', () => {
  it('hydrates a page the browser made no offer on without rendering it again', async () => {
    let renders = 0;
    function InstallButton() {
      renders += 1;
      return <button hidden={!useInstallState().offered}>Install</button>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<InstallButton />);
    renders = 0;

    const root = await act(async () => hydrateRoot(container, <InstallButton />));

    // A snapshot that only looks like the server's makes React render the tree again, synchronously,
    // in the task that commits the hydration.
    expect(renders).toBe(1);
    expect(container.querySelector('button')?.hidden).toBe(true);
    act(() => root.unmount());
  });
});
