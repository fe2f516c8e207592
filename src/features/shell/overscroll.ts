import { proxy } from 'valtio/vanilla';

/**
 * The overscroll counter (spec §4): every overlay that must keep the page
 * behind it still increments it on open and decrements it on close, so nested
 * overlays release the page only when the last one closes. Never below zero.
 */
export const createOverscrollCounter = (apply: (locked: boolean) => void) => {
  const state = proxy({ count: 0 });
  return {
    state,
    increment() {
      state.count += 1;
      if (state.count === 1) apply(true);
    },
    decrement() {
      if (state.count === 0) return;
      state.count -= 1;
      if (state.count === 0) apply(false);
    },
  };
};
