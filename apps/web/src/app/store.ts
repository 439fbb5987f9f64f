/**
 * The app's state containers (after boardgame.io's client: a framework-free store with a thin React
 * binding). A store holds one immutable state; `dispatch` runs an action through the reducer and
 * tells every subscriber. Components bind with `useStore(store, select)`.
 */
import { useSyncExternalStore } from 'react';

export interface Store<S, A> {
  getState(): S;
  subscribe(listener: () => void): () => void;
  dispatch(action: A): void;
}

export function createStore<S, A>(initial: S, reduce: (state: S, action: A) => S): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = reduce(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The part of a store's state a component renders; re-renders when it changes (by identity). */
export function useStore<S, A, T>(store: Store<S, A>, select: (state: S) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
