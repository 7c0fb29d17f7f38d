import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource, type ResourceOptions } from './use-resource';

/** A promise settled from the test, to order answers at will. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A loader whose every call waits for the test to answer it. */
function controlledLoader<T>() {
  const calls: { deferred: ReturnType<typeof deferred<T>>; signal: AbortSignal }[] = [];
  const load = jest.fn((signal: AbortSignal) => {
    const call = { deferred: deferred<T>(), signal };
    calls.push(call);
    return call.deferred.promise;
  });
  return { load, calls };
}

async function settle(action: () => void) {
  await act(async () => {
    action();
    await Promise.resolve();
  });
}

describe('useResource', () => {
  it('loads on mount: loading first, then the data', async () => {
    const { result } = renderHook(() => useResource(async () => ['a', 'b'], { initialData: [] as string[] }));
    expect(result.current).toMatchObject({ data: [], loading: true, error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: ['a', 'b'], error: null });
  });

  it('gives the failure as text and falls back to the initial data', async () => {
    const { result } = renderHook(() => useResource<string[] | null>(() => Promise.reject(new Error('Unauthorized')), { initialData: null }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: null, error: 'Unauthorized' });
  });

  it('keeps the last good answer under a failure when asked to, and reports the failure', async () => {
    const { load, calls } = controlledLoader<number[]>();
    const onError = jest.fn();
    const { result } = renderHook(() => useResource(load, { initialData: [], keepDataOnError: true, onError }));
    await settle(() => calls[0].deferred.resolve([1, 2]));
    expect(result.current.data).toEqual([1, 2]);

    act(() => void result.current.reload());
    expect(result.current).toMatchObject({ loading: true, error: null, data: [1, 2] });
    const failure = new Error('Service Unavailable');
    await settle(() => calls[1].deferred.reject(failure));
    expect(result.current).toMatchObject({ loading: false, error: 'Service Unavailable', data: [1, 2] });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('never lets a stale answer overwrite a newer one (reload twice, first answer last)', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(() => useResource(load, { initialData: '' }));
    act(() => void result.current.reload());
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);

    await settle(() => calls[1].deferred.resolve('newer'));
    expect(result.current).toMatchObject({ data: 'newer', loading: false });
    await settle(() => calls[0].deferred.resolve('stale'));
    expect(result.current.data).toBe('newer');
    await settle(() => calls[0].deferred.reject(new Error('late failure')));
    expect(result.current).toMatchObject({ data: 'newer', error: null, loading: false });
  });

  it('loads again when a dependency changes and drops the answer for the old one', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ id }) => useResource((signal) => load(signal).then((text) => `${id}:${text}`), { initialData: '', deps: [id] }), {
      initialProps: { id: 1 },
    });
    rerender({ id: 2 });
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    await settle(() => calls[1].deferred.resolve('two'));
    await settle(() => calls[0].deferred.resolve('one'));
    expect(result.current.data).toBe('2:two');
  });

  it('keeps the previous data while new dependencies load, or starts over when told not to', async () => {
    const kept = controlledLoader<string>();
    const keep = renderHook(({ id }) => useResource(kept.load, { initialData: '', deps: [id] }), { initialProps: { id: 1 } });
    await settle(() => kept.calls[0].deferred.resolve('first'));
    keep.rerender({ id: 2 });
    expect(keep.result.current).toMatchObject({ data: 'first', loading: true });

    const fresh = controlledLoader<string>();
    const reset = renderHook(({ id }) => useResource(fresh.load, { initialData: '', deps: [id], keepPreviousData: false }), { initialProps: { id: 1 } });
    await settle(() => fresh.calls[0].deferred.resolve('first'));
    reset.rerender({ id: 2 });
    expect(reset.result.current).toMatchObject({ data: '', loading: true });
  });

  it('loads nothing while disabled and starts when enabled', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ enabled }) => useResource(load, { initialData: 'none', enabled }), { initialProps: { enabled: false } });
    expect(result.current).toMatchObject({ data: 'none', loading: false });
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(result.current.loading).toBe(true);
    await settle(() => calls[0].deferred.resolve('loaded'));
    expect(result.current).toMatchObject({ data: 'loaded', loading: false });
  });

  it('aborts the load under way on unmount and loads nothing after it', async () => {
    const { load, calls } = controlledLoader<string>();
    const { result, unmount } = renderHook(() => useResource(load, { initialData: '' }));
    const { reload } = result.current;
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
    await settle(() => calls[0].deferred.resolve('too late'));
    await act(() => reload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reload resolves once its load has settled', async () => {
    let answer = 0;
    const { result } = renderHook(() => useResource(async () => ++answer, { initialData: 0 }));
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(() => result.current.reload());
    expect(result.current.data).toBe(2);
  });

  it('lets live events change the data between loads', async () => {
    const { result } = renderHook(() => useResource(async () => [{ key: 'a', solved: false }], { initialData: [] as { key: string; solved: boolean }[] }));
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    act(() => result.current.setData((list) => list.map((item) => ({ ...item, solved: true }))));
    expect(result.current.data).toEqual([{ key: 'a', solved: true }]);
  });

  it('uses the latest loader when reloading', async () => {
    const { result, rerender } = renderHook(({ value }: { value: string }) => useResource(async () => value, { initialData: '' } as ResourceOptions<string>), {
      initialProps: { value: 'first' },
    });
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ value: 'second' });
    await act(() => result.current.reload());
    expect(result.current.data).toBe('second');
  });
});
