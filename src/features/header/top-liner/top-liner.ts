import { proxy } from 'valtio/vanilla';
import { timing } from '#src/lib/timing.ts';

export const TOP_LINER_COOKIE = 'telegram-top-liner';

/** Android visitors get the app's own channel prompt, so the banner skips them (spec §4). */
export const isAndroid = (userAgent: string): boolean => /\bAndroid\b/i.test(userAgent);

export const hasDismissalCookie = (cookieHeader: string): boolean =>
  cookieHeader.split(';').some((part) => part.trim().startsWith(`${TOP_LINER_COOKIE}=`));

/** Whether the banner shows on first paint: not on Android, not once dismissed. */
export const topLinerShown = (userAgent: string, cookieHeader: string): boolean =>
  !isAndroid(userAgent) && !hasDismissalCookie(cookieHeader);

/** The dismissal cookie: 360 days, readable by scripts (the page decides on the client). */
export const dismissalCookie = (secure: boolean) =>
  `${TOP_LINER_COOKIE}=1; Path=/; Max-Age=${timing.longCookieMaxAgeS}; SameSite=Lax${secure ? '; Secure' : ''}`;
export const clearedDismissalCookie = () => `${TOP_LINER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/**
 * The top-liner banner (spec §4): shown initially unless the device is
 * Android or the dismissal cookie exists; closing stores the dismissal; it can
 * be shown again, which forgets it. `writeCookie` is `document.cookie`'s setter.
 */
export const createTopLiner = (shown: boolean, writeCookie: (cookie: string) => void, secure: boolean) => {
  const state = proxy({ shown });
  return {
    state,
    close() {
      state.shown = false;
      writeCookie(dismissalCookie(secure));
    },
    show() {
      state.shown = true;
      writeCookie(clearedDismissalCookie());
    },
  };
};
