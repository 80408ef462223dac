import { type FormEvent, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { LoginBody } from '../../../../shared/login.ts';
import { type FieldErrors, fieldErrors } from '../../../../shared/validation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAdminSession } from '../../../state/admin-session.ts';
import { colors } from '../../../styles/theme.ts';
import { login, problemOf } from '../admin-api.ts';
import { focusFirstError, hasErrors, withoutErrors } from '../focus-first-error.ts';
import { Field, Input } from './field.tsx';
import { FormStack } from './form-styles.ts';

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

/** The Admin Login card (SPEC section 2), the page's h1 while logged out. */
export function LoginCard() {
  const [values, setValues] = useState<LoginBody>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const { signIn } = useAdminSession();
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  // After logout or an expired session, focus would otherwise fall back to the page body.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);

  const change = (field: keyof LoginBody, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutErrors(current, [field]));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldErrors(LoginBody, values);
    setErrors(invalid);
    if (hasErrors(invalid)) {
      focusFirstError(PREFIX, ORDER, invalid);
      return;
    }
    setPending(true);
    try {
      const { token } = await login(values);
      signIn(token);
      toast({ title: 'Success', description: 'Logged in successfully' });
    } catch (error) {
      const problem = problemOf(error);
      setErrors(problem.errors);
      // Wrong credentials read 'Invalid credentials'; throttling and other refusals say why.
      const description = problem.status === 401 || !problem.message ? 'Invalid credentials' : problem.message;
      toast({ variant: 'destructive', title: 'Error', description });
      setPending(false);
    }
  }

  return (
    <Box as="section" aria-labelledby="login-heading">
      <h1 id="login-heading" ref={heading} tabIndex={-1}>
        Admin Login
      </h1>
      <Subtitle>Enter your credentials to manage news articles.</Subtitle>
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
    </Box>
  );
}
