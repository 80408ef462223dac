import { useLocation } from 'react-router-dom';
import { normalizePath, sectionOf } from '../../../shared/site-sections.ts';
import { SectionNav } from './section-nav.tsx';

/** The section bar for the page being rendered; pages outside the three sections have none. */
export function PageSectionNav() {
  const pathname = normalizePath(useLocation().pathname);
  return sectionOf(pathname) ? <SectionNav pathname={pathname} /> : null;
}
