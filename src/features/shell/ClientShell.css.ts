import { globalStyle } from '@vanilla-extract/css';

// While an overlay holds the page (the overscroll counter is above zero), the page behind does not scroll.
// Only below `lg`, where the header's menu is an overlay at all.
globalStyle('html[data-overscroll="locked"]', {
  '@media': { 'screen and (max-width: 1023.98px)': { overflow: 'hidden', overscrollBehavior: 'none' } },
});
