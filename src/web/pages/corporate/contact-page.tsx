import { styled } from 'styled-components';
import { LeadFormFrame } from '../../components/embeds/lead-form-frame.tsx';
import { Container, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { contactPage } from '../../content/contact.ts';
import { staticHandle } from '../../route-meta.ts';
import { media } from '../../styles/theme.ts';
import { ContactDetails } from './components/contact-details.tsx';
import { OfficeLocation } from './components/office-location.tsx';

export const handle = staticHandle('/contact');

const CONTACT_FORM_HEIGHT = 600;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: start;
  ${media.lg} { grid-template-columns: 1fr 1.4fr; }
  h2 { font-size: 1.5rem; }
`;

/** Contact: details, the contact form (its script lives in <head> only while here) and the map. */
export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Get in Touch" title={contactPage.title} subtitle={contactPage.subtitle} />
      <Section>
        <Container>
          <Columns>
            <div>
              <h2>Contact Details</h2>
              <ContactDetails />
            </div>
            <div>
              <h2>Send Us a Message</h2>
              <LeadFormFrame form="contact" title={contactPage.formTitle} height={CONTACT_FORM_HEIGHT} />
            </div>
          </Columns>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading title="Our Location" />
          <OfficeLocation />
        </Container>
      </Section>
    </>
  );
}
