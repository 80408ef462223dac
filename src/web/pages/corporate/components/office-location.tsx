import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { company } from '../../../content/company.ts';
import { contactPage } from '../../../content/contact.ts';
import { colors, media, radius, shadow } from '../../../../ui/styles/theme.ts';
import { PHONE_CONTENT_WIDTH } from '../../../../ui/layout.tsx';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${media.lg} { grid-template-columns: 1.6fr 1fr; align-items: start; }
  img { width: 100%; border-radius: ${radius.md}; box-shadow: ${shadow.card}; }
  h3 { font-size: 1.15rem; }
  ul { margin: 0 0 1.5rem; padding-left: 1.2rem; }
  li + li { margin-top: 0.35rem; }
  p { color: ${colors.muted}; margin: 0; }
`;

/** The office map with the nearest transit stations and a parking note. */
export function OfficeLocation() {
  return (
    <Layout>
      <Picture name="contact-map" alt={contactPage.mapAlt} sizes={`(min-width: 1200px) 700px, (min-width: 1024px) 60vw, ${PHONE_CONTENT_WIDTH}`} />
      <div>
        <h3>Nearest Transit Stations</h3>
        <ul>
          {company.officeDirections.transit.map((station) => (
            <li key={station}>{station}</li>
          ))}
        </ul>
        <h3>Parking</h3>
        <p>{company.officeDirections.parking}</p>
      </div>
    </Layout>
  );
}
