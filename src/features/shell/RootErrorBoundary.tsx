'use client';

import { Component, type ReactNode } from 'react';
import { ProgressBar } from '#ds/primitives/ProgressBar/ProgressBar.tsx';
import { timing } from '#src/lib/timing.ts';
import { claimRecoveryReload } from './client-navigation.ts';

type State = { error?: unknown };

/** `sessionStorage`, which reading alone can throw where storage is blocked. */
const sessionStorageOrNothing = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * Last line of defence around the whole document. A render or navigation error
 * that nothing else caught makes the browser load the page afresh, so the
 * server answers with the real page or its localized error page — at most once
 * a minute (spec §8, shared with chunk failures): an error that comes back
 * after the reload stays on this page, with the error and a way home.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    if (!claimRecoveryReload(sessionStorageOrNothing(), Date.now(), timing.chunkReloadIntervalMs)) return;
    // The failed loading bar shows for its hide delay, then the browser loads the page itself.
    setTimeout(() => window.location.reload(), timing.progressHideDelayMs);
  }

  override render() {
    if (!('error' in this.state)) return this.props.children;
    const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
    return (
      <html lang={document.documentElement.lang || 'en-US'}>
        <body>
          <ProgressBar state="failed" durationMs={timing.progressDurationMs} label="The page could not be loaded" />
          <h1>Something went wrong</h1>
          <p>{message}</p>
          <a href="/">Go back to home</a>
        </body>
      </html>
    );
  }
}
