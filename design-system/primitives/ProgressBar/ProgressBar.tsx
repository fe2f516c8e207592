import * as styles from './ProgressBar.css.ts';

export type ProgressState = keyof typeof styles.state;

type ProgressBarProps = {
  state: ProgressState;
  /** How long the running bar takes to creep to 90 %. */
  durationMs: number;
  /** Accessible name of the progress indicator while it runs. */
  label: string;
};

/** The thin navigation progress bar at the top of the viewport. */
export function ProgressBar({ state, durationMs, label }: ProgressBarProps) {
  const busy = state === 'running' || state === 'finishing';
  return (
    <div className={styles.track} data-state={state} aria-hidden={state === 'idle'}>
      <div
        role="progressbar"
        aria-label={label}
        aria-busy={busy}
        className={`${styles.bar} ${styles.state[state]}`}
        style={state === 'running' ? { animationDuration: `${durationMs}ms` } : undefined}
      />
    </div>
  );
}
