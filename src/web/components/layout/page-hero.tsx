import { HeroBanner, type HeroBannerProps } from '../../../ui/hero-banner.tsx';
import { PageSectionNav } from './page-section-nav.tsx';

/** The banner every inner page opens with; below it the navigation of the page's section, when it has one. */
export function PageHero(props: HeroBannerProps) {
  return (
    <>
      <HeroBanner {...props} />
      <PageSectionNav />
    </>
  );
}
