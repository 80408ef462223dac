import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { LeadFormFrame } from '../../components/embeds/lead-form-frame.tsx';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { contactPage } from '../../content/contact.ts';
import { media } from '../../../ui/styles/theme.ts';
import { publicConfigAtom } from '../../state/config.ts';
import { ContactDetails } from './components/contact-details.tsx';
import { ContactForm } from './components/contact-form.tsx';
import { OfficeLocation } from './components/office-location.tsx';

const CONTACT_FORM_HEIGHT = 600;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: start;
  ${media.lg} { grid-template-columns: 1fr 1.4fr; }
  h2 { font-size: 1.5rem; }
`;

/**
 * Contact: details, the contact form and the map. The provider's form (its script lives in <head> only
 * while here) when CONTACT_FORM_URL is set, otherwise the site's own, whose messages reach the admin Inbox.
 */
export default function ContactPage() {
  const providerForm = useAtomValue(publicConfigAtom).contactFormUrl;
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
              {providerForm ? (
                <LeadFormFrame form="contact" title={contactPage.formTitle} height={CONTACT_FORM_HEIGHT} />
              ) : (
                <ContactForm title={contactPage.formTitle} />
              )}
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
