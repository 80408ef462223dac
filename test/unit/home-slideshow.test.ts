import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heroImages } from '../../src/web/content/home.ts';
import { nextSlide, SLIDE_FADE_MS, SLIDE_INTERVAL_MS, SLIDE_ZOOM_MS, slidesToLoad } from '../../src/web/pages/home/slideshow-index.ts';

test('the hero shows hero-1 to hero-6, 5 s each, wrapping to the first', () => {
  assert.deepEqual(heroImages, ['hero-1', 'hero-2', 'hero-3', 'hero-4', 'hero-5', 'hero-6']);
  assert.equal(SLIDE_INTERVAL_MS, 5000);
  assert.equal(SLIDE_FADE_MS, 1500);
  assert.equal(SLIDE_ZOOM_MS, 20_000);
});

test('the slideshow advances in order and wraps to the first after the sixth', () => {
  const seen = [0];
  for (let i = 0; i < 7; i++) seen.push(nextSlide(seen[seen.length - 1]!, heroImages.length));
  assert.deepEqual(seen, [0, 1, 2, 3, 4, 5, 0, 1]);
});

test('only the showing slide and the next one are loaded, and loaded slides stay loaded', () => {
  assert.equal(slidesToLoad(0, 0, 6), 1);
  assert.equal(slidesToLoad(1, 1, 6), 2);
  assert.equal(slidesToLoad(5, 5, 6), 5);
  assert.equal(slidesToLoad(5, 0, 6), 5);
});
