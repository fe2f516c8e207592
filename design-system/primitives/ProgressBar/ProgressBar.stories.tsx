import { ProgressBar, type ProgressState } from './ProgressBar.tsx';

const states: ProgressState[] = ['idle', 'running', 'finishing', 'failed'];

export const States = ({ state }: { state: ProgressState }) => (
  <ProgressBar state={state} durationMs={5000} label="Loading page" />
);
States.args = { state: 'running' };
States.argTypes = { state: { options: states, control: { type: 'radio' } } };
