/**
 * Runs in the document head before the body paints: marks the document when
 * the top-liner must not show (Android, or dismissed), so the banner that
 * every cached page carries is hidden without a flash or a layout shift.
 * Mirrors `topLinerShown` in top-liner.ts; the e2e tests check both paths.
 */
export const topLinerGateScript =
  "try{if(/\\bAndroid\\b/i.test(navigator.userAgent)||/(?:^|;\\s*)telegram-top-liner=/.test(document.cookie))document.documentElement.dataset.topLiner='off'}catch(e){}";
