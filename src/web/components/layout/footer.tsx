import { styled } from 'styled-components';
import { COPYRIGHT_YEAR } from '../../../shared/site.ts';
import { useCompany } from '../../state/site-content.ts';
import { colors, fonts, media } from '../../../ui/styles/theme.ts';
import { Container } from '../../../ui/layout.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { FOOTER_CORPORATE_LINKS, FOOTER_QUICK_LINKS } from './nav-links.ts';
import { FacebookIcon, LinkedInIcon, XIcon } from './social-icons.tsx';

const Foot = styled.footer`
  background: ${colors.night};
  color: ${colors.onDarkMuted};
  padding: 3.5rem 0 1.5rem;
  a { color: ${colors.onDark}; text-decoration: none; }
  a:hover { color: ${colors.copperLight}; }
  h2 { color: #fff; font-size: 0.95rem; font-family: ${fonts.heading}; letter-spacing: 0.1em; text-transform: uppercase; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: 2fr 1fr 1fr; }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { margin: 0.45rem 0; }
`;

const Socials = styled.ul`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 1rem 0 0;
  a {
    display: inline-flex;
    width: 40px;
    height: 40px;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.08);
  }
`;

const Copyright = styled.p`
  margin: 2.5rem 0 0;
  padding-top: 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 0.85rem;
`;

export function Footer() {
  const company = useCompany();
  const { facebook, x, linkedin } = company.social;
  return (
    <Foot>
      <Container>
        <Columns>
          <div>
            <Logo onDark />
            <p style={{ marginTop: '1rem', maxWidth: 460 }}>{company.description}</p>
            <Socials aria-label="Social media">
              <li>
                <a href={facebook.href} target="_blank" rel="noopener noreferrer" aria-label={facebook.label}>
                  <FacebookIcon />
                </a>
              </li>
              <li>
                <a href={x.href} target="_blank" rel="noopener noreferrer" aria-label={x.label}>
                  <XIcon />
                </a>
              </li>
              <li>
                <a href={linkedin.href} aria-label={linkedin.label}>
                  <LinkedInIcon />
                </a>
              </li>
            </Socials>
          </div>
          <nav aria-labelledby="footer-corporate">
            <h2 id="footer-corporate">Corporate</h2>
            <LinkList>
              {FOOTER_CORPORATE_LINKS.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.name}</a>
                </li>
              ))}
            </LinkList>
          </nav>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick">Quick Links</h2>
            <LinkList>
              {FOOTER_QUICK_LINKS.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.name}</a>
                </li>
              ))}
            </LinkList>
          </nav>
        </Columns>
        <Copyright>
          © {COPYRIGHT_YEAR} {company.name} All rights reserved. TSX Venture: DCOP
        </Copyright>
      </Container>
    </Foot>
  );
}
