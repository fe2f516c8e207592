import { useCallback, useSyncExternalStore } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla';

/**
 * What a component renders from one of the site's valtio machines: the state's current snapshot,
 * re-rendering on every change. Valtio's `useSnapshot` also records which properties a render
 * reads, to skip renders when others change; that needs proxy-compare's tracking (about 0.8 KB of
 * gzip on every page, the shell included). The machines here are small and their components read
 * most of what they hold, so a plain subscription renders the same.
 */
export const useMachineState = <T extends object>(state: T): Snapshot<T> =>
  useSyncExternalStore(
    useCallback((notify: () => void) => subscribe(state, notify), [state]),
    () => snapshot(state),
    () => snapshot(state),
  );
