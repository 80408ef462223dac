import { styled } from 'styled-components';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '../../../../shared/contact.ts';
import { colors, radius } from '../../../../ui/styles/theme.ts';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.surface};
  h3 { margin: 0; font-size: 1.25rem; }
  label { display: grid; gap: 0.35rem; font-weight: 600; color: ${colors.ink}; }
  input, textarea {
    width: 100%;
    min-height: 44px;
    padding: 0.55rem 0.75rem;
    border: 1px solid #7b8794;
    border-radius: ${radius.sm};
    font: inherit;
    font-weight: 400;
  }
  textarea { resize: vertical; line-height: 1.5; }
  button {
    justify-self: start;
    min-height: 44px;
    padding: 0.6rem 1.5rem;
    border: 0;
    border-radius: ${radius.sm};
    background: ${colors.copperDark};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  p { margin: 0; font-size: 0.875rem; color: ${colors.muted}; }
`;

// Off-screen rather than display:none, which some bots skip; people and screen readers never meet it.
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The site's own contact form, used while no provider form is configured: a plain HTML form posting to
 * /api/contact, so it works without JavaScript and ships no component code.
 */
export function ContactForm({ title }: { title: string }) {
  return (
    <Form method="post" action="/api/contact" aria-labelledby="contact-form-title">
      <h3 id="contact-form-title">{title}</h3>
      <label>
        Name
        <input name="name" autoComplete="name" required maxLength={CONTACT_NAME_MAX} />
      </label>
      <label>
        E-mail
        <input name="email" type="email" autoComplete="email" required maxLength={CONTACT_EMAIL_MAX} />
      </label>
      <label>
        Subject
        <input name="subject" required maxLength={CONTACT_SUBJECT_MAX} />
      </label>
      <label>
        Message
        <textarea name="message" rows={6} required maxLength={CONTACT_MESSAGE_MAX} />
      </label>
      <Honeypot aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </Honeypot>
      <button type="submit">Send Message</button>
      <p>We reply by e-mail within one business day.</p>
    </Form>
  );
}
