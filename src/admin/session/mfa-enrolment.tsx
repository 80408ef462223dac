import { type FormEvent, useEffect, useState } from 'react';
import { createGlobalStyle, styled } from 'styled-components';
import type { MfaSetupResponse } from '../../shared/mfa.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { mfaEnable, mfaSetup } from './mfa-api.ts';
import { Field, Input } from '../components/field.tsx';
import { FormStack } from '../components/form-styles.ts';

const Steps = styled.ol`
  margin: 0 0 1.25rem;
  padding-left: 1.25rem;
  color: ${colors.text};
  li + li { margin-top: 0.35rem; }
`;

const Enrol = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: center;
  margin-bottom: 1.25rem;
  img { width: 184px; height: 184px; border: 1px solid ${colors.line}; border-radius: ${radius.sm}; background: #fff; }
`;

const Secret = styled.code`
  display: block;
  max-width: 100%;
  padding: 0.5rem 0.75rem;
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
  font-size: 0.95rem;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
  text-align: center;
`;

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
  li { padding: 0.4rem 0.6rem; border-radius: ${radius.sm}; background: ${colors.surfaceAlt}; font-family: ui-monospace, monospace; text-align: center; }
`;

const Muted = styled.p`
  color: ${colors.muted};
  margin: 0 0 1rem;
`;

// Printing the codes prints only them, not the dashboard behind the dialog.
const PrintOnlyCodes = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-recovery-codes], [data-recovery-codes] * { visibility: visible; }
    [data-recovery-codes] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  }
`;

const Keep = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
`;

export const RECOVERY_CODES_FILE = 'district-copper-recovery-codes.txt';

function recoveryCodesText(codes: string[]): string {
  return [
    'District Copper admin: two-factor recovery codes',
    'Each code signs you in once if you lose your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Shows the ten recovery codes once, right after enabling, to download as a text file or print. */
export function RecoveryCodes(props: { codes: string[] }) {
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(props.codes))}`;
  return (
    <>
      <PrintOnlyCodes />
      <Muted>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator. They will not be
        shown again.
      </Muted>
      <div data-recovery-codes="">
        <Codes aria-label="Recovery codes">
          {props.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
      </div>
      <Keep>
        <ButtonLink $variant="outline" href={href} download={RECOVERY_CODES_FILE}>
          Download as a text file
        </ButtonLink>
        <Button $variant="outline" onClick={() => window.print()}>
          Print
        </Button>
      </Keep>
    </>
  );
}

/** The account's password, asked again before anything about the second factor changes. */
export function PasswordField(props: { id: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Field id={props.id} label="Password" hint="Your current password, to confirm it is you." error={props.error}>
      {(c) => <Input {...c} type="password" autoComplete="current-password" value={props.value} onChange={(e) => props.onChange(e.target.value)} />}
    </Field>
  );
}

/**
 * Enrols an authenticator app: with the password (asked here unless the login just took it), asks the
 * server for a secret, shows it as a QR code and as text, and turns two-factor authentication on once a
 * code from the app checks out.
 */
export function MfaEnrolment(props: {
  token: string;
  /** The password the login card was just given; without it, this asks for it first. */
  password?: string;
  onEnabled: (result: { recoveryCodes: string[]; token?: string }) => void;
}) {
  const [password, setPassword] = useState(props.password ?? '');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (props.password === undefined) return;
    let live = true;
    mfaSetup(props.token, props.password).then(
      (created) => live && setSetup(created),
      (cause) => live && setFailure(problemOf(cause).message ?? 'Could not start the set-up. Try again.'),
    );
    return () => {
      live = false;
    };
  }, [props.token, props.password]);

  async function confirmPassword(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setPasswordError('Password is required');
      return;
    }
    setPending(true);
    try {
      setSetup(await mfaSetup(props.token, password));
    } catch (cause) {
      setPasswordError(problemOf(cause).message ?? 'Could not start the set-up. Try again.');
    } finally {
      setPending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp.trim())) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setPending(true);
    try {
      props.onEnabled(await mfaEnable(props.token, { password, otp: otp.trim() }));
    } catch (cause) {
      setError(problemOf(cause).message ?? 'Could not turn on two-factor authentication');
      setPending(false);
    }
  }

  if (failure) return <Muted role="alert">{failure}</Muted>;
  if (!setup && props.password === undefined) {
    return (
      <FormStack noValidate onSubmit={confirmPassword}>
        <PasswordField
          id="mfa-enrol-password"
          value={password}
          error={passwordError}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Checking...' : 'Continue'}
        </Button>
      </FormStack>
    );
  }
  if (!setup) return <Muted>Preparing a new secret…</Muted>;
  return (
    <>
      <Steps>
        <li>Open an authenticator app (1Password, Google Authenticator, Microsoft Authenticator…).</li>
        <li>Scan the QR code, or type the secret key.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </Steps>
      <Enrol>
        <img src={setup.qrCodeDataUrl} alt="QR code for your authenticator app" />
        <Secret aria-label="Secret key">{setup.secret}</Secret>
      </Enrol>
      <FormStack noValidate onSubmit={submit}>
        <Field id="mfa-enrol-code" label="Authentication code" error={error}>
          {(c) => (
            <Input
              {...c}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => {
                setOtp(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? 'Checking...' : 'Turn on two-factor authentication'}
        </Button>
      </FormStack>
    </>
  );
}
