import { globalStyle } from '@vanilla-extract/css';

// Set by the head script (see TopLinerGate.ts) before the body paints.
globalStyle('html[data-top-liner="off"] [data-top-liner]', { display: 'none' });
