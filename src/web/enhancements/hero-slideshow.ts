import { after, pageLoaded } from '../wait-for.ts';
import { nextSlide, SLIDE_INTERVAL_MS, slidesToLoad } from '../pages/home/slideshow-index.ts';

// The hero's cross-fade, as plain DOM: it has no control to answer, so a page needs no React for it. The
// server renders the first slide and each following one inside an inert <template> (nothing of it is
// fetched); CSS draws each slide from its data-state. A slide joins the page only when it is next.

const SLIDESHOW_ATTRIBUTE = 'data-slideshow';

/** Spread on the slideshow's container; its direct children are the first slide and the other slides' templates. */
export const SLIDESHOW_PROPS = { [SLIDESHOW_ATTRIBUTE]: '' };

export type SlideState = 'active' | 'leaving' | 'idle';

/** A slide's attributes in `state`, as the server renders them and the loader sets them. */
export function slideAttributes(state: SlideState) {
  return { 'data-state': state, 'data-active': String(state === 'active') };
}

function setState(slide: HTMLElement, state: SlideState): void {
  for (const [name, value] of Object.entries(slideAttributes(state))) slide.setAttribute(name, value);
}

function run(show: HTMLElement): void {
  const templates = [...show.querySelectorAll<HTMLTemplateElement>(':scope > template')];
  const slides = [...show.querySelectorAll<HTMLElement>(':scope > [data-slide]')];
  const count = slides.length + templates.length;
  let active = 0;
  const load = (upTo: number) => {
    while (slides.length <= upTo) {
      const slide = templates.shift()!.content.firstElementChild!.cloneNode(true) as HTMLElement;
      show.append(slide);
      slides.push(slide);
    }
  };
  const advance = () => {
    const previous = active;
    active = nextSlide(active, count);
    for (const [index, slide] of slides.entries()) setState(slide, index === active ? 'active' : index === previous ? 'leaving' : 'idle');
    show.dataset.active = String(active);
    load(slidesToLoad(slides.length - 1, active, count));
  };
  load(slidesToLoad(0, active, count));
  // The first turn comes an interval after the page opened, however late this started, but never sooner
  // than half an interval after it did: the next image has that long to arrive.
  setTimeout(
    () => {
      advance();
      setInterval(advance, SLIDE_INTERVAL_MS);
    },
    Math.max(SLIDE_INTERVAL_MS / 2, SLIDE_INTERVAL_MS - performance.now()),
  );
}

/**
 * Starts the page's slideshows half a slide after the page has loaded: their next image then never
 * competes with the page's own, and still has half an interval to arrive before it fades in.
 */
export function startSlideshows(root: ParentNode): void {
  const shows = root.querySelectorAll<HTMLElement>(`[${SLIDESHOW_ATTRIBUTE}]`);
  if (shows.length === 0) return;
  void pageLoaded()
    .then(() => after(SLIDE_INTERVAL_MS / 2))
    .then(() => {
      for (const show of shows) run(show);
    });
}
