import { allTasks } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { loadable } from './loadable.ts';

/** A loader whose answers the test releases by hand, in any order. */
function manual() {
  const calls: { arg: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const loader = (arg: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ arg, resolve, reject });
    });
  return { calls, loader };
}

describe('loadable', () => {
  it('goes from loading to the value', async () => {
    const { calls, loader } = manual();
    const store = loadable(loader, 'Failed');
    const done = store.load('open');
    expect(store.$state.get()).toEqual({ status: 'loading' });
    calls[0]?.resolve('three reports');
    await done;
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'three reports' });
  });

  it('drops a stale answer that arrives after a later one', async () => {
    const { calls, loader } = manual();
    const store = loadable(loader, 'Failed');
    void store.load('open');
    void store.load('dismissed');
    calls[1]?.resolve('dismissed reports');
    calls[0]?.resolve('open reports');
    await allTasks();
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'dismissed reports' });
  });

  it('keeps the value on screen while reloading the same thing, and shows loading for another', async () => {
    const { calls, loader } = manual();
    const store = loadable(loader, 'Failed');
    void store.load('open');
    calls[0]?.resolve('first');
    await allTasks();
    void store.load('open');
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'first' });
    void store.load('resolved');
    expect(store.$state.get()).toEqual({ status: 'loading' });
    calls[1]?.resolve('ignored');
    calls[2]?.resolve('resolved reports');
    await allTasks();
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'resolved reports' });
  });

  it('shows the error message, or the fallback', async () => {
    const { calls, loader } = manual();
    const store = loadable(loader, 'Failed to load reports');
    void store.load('open');
    calls[0]?.reject(new Error('Only administrators can do this'));
    await allTasks();
    expect(store.$state.get()).toEqual({ status: 'error', message: 'Only administrators can do this' });
  });
});
