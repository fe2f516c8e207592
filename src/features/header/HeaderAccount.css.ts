import { globalStyle, keyframes, style } from '@vanilla-extract/css';

const reveal = keyframes({ to: { visibility: 'visible' } });

/**
 * The header's account slot. Until the visitor's sign-in state settles its links keep their place
 * but are not shown, so a signed-in visitor never sees "Sign in / Sign up" flash (issue 25.12) and
 * nothing moves when they appear. Without scripts nothing settles: they show after 3 s anyway.
 */
export const slot = style({ display: 'contents' });
globalStyle(`${slot}[data-auth="unknown"] > *`, { visibility: 'hidden', animation: `${reveal} 0s linear 3s forwards` });
