import { useId } from 'react';
import { styled } from 'styled-components';
import { CONSENT_TEXT, EMAIL_MAX_LENGTH, SIGNUP_FORM, SUBSCRIPTIONS_PATH } from '../../../shared/alert-form.ts';
import { ARTICLE_CATEGORIES } from '../../../shared/article-categories.ts';
import { signupFormAttributes } from '../../enhancements/alert-signup.ts';
import { colors, media, radius } from '../../../ui/styles/theme.ts';
import { Button } from '../../../ui/button.tsx';

const Form = styled.form<{ $framed: boolean }>`
  display: grid;
  gap: 1.1rem;
  text-align: left;
  ${({ $framed }) => ($framed ? `padding: 1.5rem; border: 1px solid ${colors.line}; border-radius: ${radius.md}; background: ${colors.surface};` : '')}
  ${media.md} { ${({ $framed }) => ($framed ? 'padding: 2rem;' : '')} }
  label { font-weight: 600; }
  input[type='email'] {
    display: block;
    width: 100%;
    min-height: 46px;
    margin-top: 0.35rem;
    padding: 0.6rem 0.8rem;
    border: 1px solid #9aa5b1;
    border-radius: ${radius.sm};
    font: inherit;
    font-weight: 400;
    background: #fff;
  }
  input[aria-invalid='true'] { border-color: ${colors.negative}; }
  input[type='checkbox'] { width: 1.15rem; height: 1.15rem; margin: 0.15rem 0 0; flex: none; accent-color: ${colors.copperDark}; }
  fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { padding: 0; margin-bottom: 0.5rem; font-weight: 600; }
`;

const Choices = styled.div`
  display: grid;
  gap: 0.5rem 1.25rem;
  ${media.sm} { grid-template-columns: 1fr 1fr; }
`;

const Check = styled.label`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  && { font-weight: 400; }
`;

const Consent = styled(Check)`
  padding: 0.9rem 1rem;
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
  font-size: 0.9rem;
  line-height: 1.5;
`;

const FieldError = styled.p`
  margin: 0.35rem 0 0;
  color: ${colors.negative};
  font-size: 0.9rem;
  font-weight: 600;
  &:empty { display: none; }
`;

const Result = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${colors.positive};
  &:empty { display: none; }
  &[data-failed] { color: ${colors.negative}; }
`;

/** Hidden from people and from assistive technology; only a bot fills it in. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The site's own news alert sign-up (shown when no provider form is configured): a plain form post that
 * works without JavaScript; enhancements/alert-signup.ts sends it in the background when script runs.
 * Every choice is ticked by default; consent is never ticked for the visitor (CASL).
 */
export function AlertSignupForm(props: { location: string; /** On a card of its own (a page), not inside a dialog's. */ framed: boolean }) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <Form method="post" action={SUBSCRIPTIONS_PATH} $framed={props.framed} {...signupFormAttributes(SIGNUP_FORM)}>
      <div>
        <label htmlFor={field('email')}>{SIGNUP_FORM.email}</label>
        <input
          id={field('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          aria-describedby={field('email-error')}
        />
        <FieldError id={field('email-error')} data-error-for="email" />
      </div>
      <fieldset aria-describedby={field('categories-error')}>
        <legend>{SIGNUP_FORM.categories}</legend>
        <Choices>
          {ARTICLE_CATEGORIES.map((category) => (
            <Check key={category}>
              <input type="checkbox" name="categories" value={category} defaultChecked />
              {category}
            </Check>
          ))}
        </Choices>
        <FieldError id={field('categories-error')} data-error-for="categories" />
      </fieldset>
      <div>
        <Consent>
          <input type="checkbox" name="consent" value="yes" required aria-describedby={field('consent-error')} />
          <span>{CONSENT_TEXT}</span>
        </Consent>
        <FieldError id={field('consent-error')} data-error-for="consent" />
      </div>
      <input type="hidden" name="location" value={props.location} />
      <Honeypot aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Honeypot>
      <div>
        <Button type="submit">{SIGNUP_FORM.submit}</Button>
      </div>
      <Result role="status" data-signup-result="" />
    </Form>
  );
}
