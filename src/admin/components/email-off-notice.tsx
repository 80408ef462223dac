import { styled } from 'styled-components';
import { colors, radius } from '../../ui/styles/theme.ts';
import { useEmailConfigured } from '../config.ts';

/** What the admin says wherever alerts would go out while no SMTP server is set. */
export const EMAIL_OFF = 'E-mail is off: alerts are saved to the outbox folder, not sent';

/** An amber note for what the IR manager must know before acting (e-mail that goes nowhere). */
export const WarningNote = styled.div`
  display: grid;
  gap: 0.2rem;
  padding: 0.75rem 1rem;
  border: 1px solid #f0c36d;
  border-left-width: 4px;
  border-radius: ${radius.md};
  background: #fef7e0;
  color: ${colors.text};
  p { margin: 0; font-size: 0.9rem; line-height: 1.45; }
  p:first-child { font-weight: 700; color: ${colors.ink}; }
`;

/** Nothing while e-mail is configured; otherwise says plainly that subscribers receive nothing. */
export function EmailOffNotice({ className }: { className?: string }) {
  if (useEmailConfigured()) return null;
  return (
    <WarningNote role="note" className={className}>
      <p>{EMAIL_OFF}</p>
      <p>Subscribers receive no alerts until the site is given an SMTP server (the SMTP_URL setting).</p>
    </WarningNote>
  );
}
