/**
 * The plot's coordinate system. The SVG stretches it to any width (preserveAspectRatio="none"), so
 * the server draws the same chart a phone and a desktop show; labels are HTML placed by fractions.
 */
export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 400;

/** The hub sparkline's box, in CSS pixels. */
export const SPARKLINE_WIDTH = 120;
export const SPARKLINE_HEIGHT = 36;
