import { useLocation } from 'react-router-dom';
import { normalizePath, sectionOf } from '../../../shared/site-sections.ts';
import SectionNav from '../../islands/section-nav.island.tsx';

/** The section bar for the page being rendered; pages outside the three sections have none (and no island). */
export function PageSectionNav() {
  const pathname = normalizePath(useLocation().pathname);
  return sectionOf(pathname) ? <SectionNav pathname={pathname} /> : null;
}
