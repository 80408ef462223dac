/** The hero advances every 5000 ms through its images in order and wraps to the first. */
export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_FADE_MS = 1500;
export const SLIDE_ZOOM_MS = 20_000;

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The highest slide index worth loading: the one showing and the one after it. */
export function slidesToLoad(loaded: number, active: number, count: number): number {
  return Math.max(loaded, Math.min(count - 1, active + 1));
}
