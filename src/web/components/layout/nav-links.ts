/** SPEC header order; the mobile menu lists the same six. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/corporate/management', label: 'About Us' },
  { href: '/projects', label: 'Projects' },
  { href: '/investors', label: 'Investors' },
  { href: '/investors/media', label: 'News' },
  { href: '/contact', label: 'Contact' },
] as const;

export const FOOTER_CORPORATE_LINKS = [
  { name: 'Management', href: '/corporate/management' },
  { name: 'Corporate Directory', href: '/corporate/corporate-directory' },
  { name: 'Disclaimer', href: '/corporate/disclaimer' },
] as const;

export const FOOTER_QUICK_LINKS = [
  { name: 'Projects', href: '/projects' },
  { name: 'Technical Reports', href: '/projects/reports' },
  { name: 'Investors', href: '/investors' },
  { name: 'News', href: '/investors/media' },
  { name: 'Contact', href: '/contact' },
  { name: 'Sources', href: '/sources' },
] as const;
