import { act, renderHook } from '@testing-library/react';
import { EDIT_DEBOUNCE_MS } from '@gp/shared';
import { useDebouncedSave } from './use-debounced-save';

/** A save whose answer the test gives, to look at the status while it is on its way. */
function controllableSave() {
  const calls: { value: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const save = (value: string) => new Promise<void>((resolve, reject) => calls.push({ value, resolve, reject }));
  return { save, calls };
}

describe('useDebouncedSave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves only the latest value, once edits pause for 500 ms', async () => {
    const { save, calls } = controllableSave();
    const { result } = renderHook(() => useDebouncedSave(save));

    act(() => result.current.schedule('P'));
    act(() => jest.advanceTimersByTime(300));
    act(() => result.current.schedule('Pl'));
    act(() => jest.advanceTimersByTime(EDIT_DEBOUNCE_MS - 1));
    expect(calls).toEqual([]);
    expect(result.current.status).toBe('pending');

    await act(async () => jest.advanceTimersByTime(1));
    expect(calls.map((call) => call.value)).toEqual(['Pl']);
    expect(result.current.status).toBe('saving');

    await act(async () => calls[0]!.resolve());
    expect(result.current.status).toBe('saved');
  });

  it('reports a failed save, and saving again recovers', async () => {
    const { save, calls } = controllableSave();
    const { result } = renderHook(() => useDebouncedSave(save));

    act(() => result.current.schedule('Playa'));
    await act(async () => jest.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(result.current.status).toBe('error');

    act(() => result.current.schedule('Playa'));
    await act(async () => jest.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    await act(async () => calls[1]!.resolve());
    expect(result.current.status).toBe('saved');
  });

  it('runs saves one at a time, in order, and reports the newest', async () => {
    const { save, calls } = controllableSave();
    const { result } = renderHook(() => useDebouncedSave(save));

    act(() => result.current.schedule('first'));
    await act(async () => jest.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    act(() => result.current.schedule('second'));
    await act(async () => jest.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(calls.map((call) => call.value)).toEqual(['first']);

    await act(async () => calls[0]!.resolve());
    expect(calls.map((call) => call.value)).toEqual(['first', 'second']);
    expect(result.current.status).toBe('saving');
    await act(async () => calls[1]!.resolve());
    expect(result.current.status).toBe('saved');
  });

  it('flush saves a waiting value at once', async () => {
    const { save, calls } = controllableSave();
    const { result } = renderHook(() => useDebouncedSave(save));

    act(() => result.current.schedule('Playa'));
    let flushed: Promise<void> | undefined;
    await act(async () => {
      flushed = result.current.flush();
    });
    expect(calls.map((call) => call.value)).toEqual(['Playa']);
    await act(async () => {
      calls[0]!.resolve();
      await flushed;
    });
    expect(result.current.status).toBe('saved');

    await act(async () => jest.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(calls).toHaveLength(1);
  });

  it('cancel drops a waiting value', async () => {
    const { save, calls } = controllableSave();
    const { result } = renderHook(() => useDebouncedSave(save));

    act(() => result.current.schedule('Playa'));
    act(() => result.current.cancel());
    await act(async () => jest.advanceTimersByTime(EDIT_DEBOUNCE_MS));
    expect(calls).toEqual([]);
    expect(result.current.status).toBe('idle');
  });

  it('saves a waiting value when the component goes away instead of losing it', async () => {
    const { save, calls } = controllableSave();
    const { result, unmount } = renderHook(() => useDebouncedSave(save));

    act(() => result.current.schedule('Playa'));
    await act(async () => unmount());
    expect(calls.map((call) => call.value)).toEqual(['Playa']);
  });
});
