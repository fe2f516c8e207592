/** The font metrics a fallback needs (units per em, ascent, descent, line gap, average width). */
export type FontMetrics = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * `@font-face` overrides that make a local fallback font occupy the same space
 * as the web font, so swapping fonts moves nothing (no layout shift).
 */
export const fallbackOverrides = (font: FontMetrics, fallback: FontMetrics) => {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
};
