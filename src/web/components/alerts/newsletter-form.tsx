import { useAtomValue } from 'jotai';
import { publicConfigAtom } from '../../state/config.ts';
import { LeadFormFrame } from '../embeds/lead-form-frame.tsx';
import { AlertSignupForm } from './alert-signup-form.tsx';

/** The newsletter sign-up: the provider's frame when NEWSLETTER_FORM_URL is set, otherwise the site's own form. */
export function NewsletterForm(props: { title: string; height: number; location: string; framed: boolean }) {
  const { newsletterFormUrl } = useAtomValue(publicConfigAtom);
  if (newsletterFormUrl) return <LeadFormFrame form="newsletter" title={props.title} height={props.height} />;
  return <AlertSignupForm location={props.location} framed={props.framed} />;
}
