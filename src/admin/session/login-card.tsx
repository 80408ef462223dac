import { type FormEvent, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { LoginBody } from '../../shared/login.ts';
import { type FieldErrors, fieldErrors } from '../../shared/validation.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useAdminSession } from './admin-session.ts';
import { colors } from '../../ui/styles/theme.ts';
import { login, problemOf } from '../admin-api.ts';
import { needsSecondFactor } from './mfa-api.ts';
import { focusFirstError, hasErrors, withoutErrors } from '../components/focus-first-error.ts';
import { Field, Input } from '../components/field.tsx';
import { FormStack } from '../components/form-styles.ts';
import { MfaEnrolment, RecoveryCodes } from './mfa-enrolment.tsx';

const PREFIX = 'login';
const ORDER = ['username', 'password'] as const;

const Box = styled(Card)`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  h1 { font-size: 1.8rem; margin-bottom: 0.35rem; }
  h1:focus { outline: none; }
`;

const Subtitle = styled.p`
  color: ${colors.muted};
  margin-bottom: 1.5rem;
`;

/**
 * Where the login stands: the password; then the authenticator code when the account has two-factor
 * authentication; or, when the site requires it and the account has none, enrolment first.
 */
type Step =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'enrol'; setupToken: string }
  | { kind: 'recovery-codes'; token: string; codes: string[] };

const SUBTITLES: Record<Step['kind'], string> = {
  password: 'Enter your credentials to manage news articles.',
  code: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  enrol: 'This site requires two-factor authentication. Set it up to continue.',
  'recovery-codes': 'Two-factor authentication is on.',
};

/** The Admin Login card, the page's h1 while logged out. */
export function LoginCard() {
  const { signIn } = useAdminSession();
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  // After logout or an expired session, focus would otherwise fall back to the page body.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <Box as="section" aria-labelledby="login-heading">
      <h1 id="login-heading" ref={heading} tabIndex={-1}>
        Admin Login
      </h1>
      <LoginForm
        onSignedIn={(token) => {
          signIn(token);
          toast({ title: 'Success', description: 'Logged in successfully' });
        }}
      />
    </Box>
  );
}

/**
 * The login steps, on the login card and in the dialog that asks again when a session expires mid-edit:
 * `onSignedIn` receives the new session's token.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [values, setValues] = useState<LoginBody>({ username: '', password: '' });
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const codeInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const toast = useToast();
  useEffect(() => {
    if (step.kind === 'code') codeInput.current?.focus();
  }, [step.kind]);

  const change = (field: keyof LoginBody, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutErrors(current, [field]));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldErrors(LoginBody, values);
    if (step.kind === 'code' && !values.otp?.trim()) invalid.otp = 'Authentication code is required';
    setErrors(invalid);
    if (hasErrors(invalid)) {
      if (invalid.otp) codeInput.current?.focus();
      else focusFirstError(PREFIX, ORDER, invalid);
      return;
    }
    setPending(true);
    try {
      const { token, mfaSetupRequired } = await login(step.kind === 'code' ? values : { username: values.username, password: values.password });
      if (mfaSetupRequired) {
        setStep({ kind: 'enrol', setupToken: token });
        setPending(false);
        return;
      }
      onSignedIn(token);
    } catch (error) {
      const problem = problemOf(error);
      setPending(false);
      if (needsSecondFactor(error)) {
        // The password was right: ask for the code, and say so only if one was already entered.
        const wrong = step.kind === 'code';
        setStep({ kind: 'code' });
        setValues((current) => ({ ...current, otp: '' }));
        setErrors(wrong ? { otp: problem.message ?? 'Invalid authentication code' } : {});
        if (wrong) codeInput.current?.focus();
        return;
      }
      setErrors(problem.errors);
      // Wrong credentials read 'Invalid credentials'; throttling and other refusals say why.
      const description = problem.status === 401 || !problem.message ? 'Invalid credentials' : problem.message;
      toast({ variant: 'destructive', title: 'Error', description });
    }
  }

  function startOver() {
    setStep({ kind: 'password' });
    setValues({ username: values.username, password: '' });
    setErrors({});
  }

  return (
    <>
      <Subtitle>{SUBTITLES[step.kind]}</Subtitle>
      {step.kind === 'enrol' ? (
        <MfaEnrolment
          token={step.setupToken}
          password={values.password}
          onEnabled={({ recoveryCodes, token }) => (token ? setStep({ kind: 'recovery-codes', token, codes: recoveryCodes }) : startOver())}
        />
      ) : step.kind === 'recovery-codes' ? (
        <>
          <RecoveryCodes codes={step.codes} />
          <Button onClick={() => onSignedIn(step.token)}>Continue to the dashboard</Button>
        </>
      ) : step.kind === 'code' ? (
        <FormStack noValidate onSubmit={submit}>
          <Field id={`${PREFIX}-otp`} label="Authentication code" error={errors.otp}>
            {(c) => (
              <Input
                {...c}
                ref={codeInput}
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                value={values.otp ?? ''}
                onChange={(e) => change('otp', e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={pending}>
            {pending ? 'Verifying...' : 'Verify'}
          </Button>
          <Button type="button" $variant="ghost" onClick={startOver}>
            Use a different account
          </Button>
        </FormStack>
      ) : (
        <FormStack noValidate onSubmit={submit}>
          <Field id={`${PREFIX}-username`} label="Username" error={errors.username}>
            {(c) => (
              <Input {...c} autoComplete="username" autoCapitalize="none" spellCheck={false} value={values.username} onChange={(e) => change('username', e.target.value)} />
            )}
          </Field>
          <Field id={`${PREFIX}-password`} label="Password" error={errors.password}>
            {(c) => (
              <Input {...c} type="password" autoComplete="current-password" value={values.password} onChange={(e) => change('password', e.target.value)} />
            )}
          </Field>
          <Button type="submit" disabled={pending}>
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </FormStack>
      )}
    </>
  );
}
