import { type FormEvent, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { MfaStatus } from '../../shared/mfa.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { mfaDisable, mfaStatus } from './mfa-api.ts';
import { Field, Input } from '../components/field.tsx';
import { FormStack } from '../components/form-styles.ts';
import { MfaEnrolment, PasswordField, RecoveryCodes } from './mfa-enrolment.tsx';

const State = styled.p`
  margin: 0 0 1.25rem;
  color: ${colors.text};
  strong { color: ${colors.ink}; }
`;

type View = { kind: 'status' } | { kind: 'enrol' } | { kind: 'codes'; codes: string[] };

function DisableForm(props: { token: string; onDisabled: () => void }) {
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<{ password?: string; otp?: string }>({});
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(password ? {} : { password: 'Password is required' }),
      ...(otp.trim() ? {} : { otp: 'Authentication code is required' }),
    };
    setErrors(missing);
    if (missing.password || missing.otp) return;
    setPending(true);
    try {
      await mfaDisable(props.token, { password, otp: otp.trim() });
      props.onDisabled();
    } catch (cause) {
      const problem = problemOf(cause);
      const message = problem.message ?? 'Could not turn off two-factor authentication';
      // A wrong password is the password's fault; a wrong code or a lock-out is said at the code.
      setErrors(problem.status === 403 ? { password: message } : { otp: message });
      setPending(false);
    }
  }
  return (
    <FormStack noValidate onSubmit={submit}>
      <PasswordField
        id="mfa-disable-password"
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <Field id="mfa-disable-code" label="Authentication code" hint="A code from your authenticator app, or a recovery code." error={errors.otp}>
        {(c) => (
          <Input
            {...c}
            autoComplete="one-time-code"
            value={otp}
            onChange={(e) => {
              setOtp(e.target.value);
              setErrors((current) => ({ ...current, otp: undefined }));
            }}
          />
        )}
      </Field>
      <Button type="submit" $variant="outline" disabled={pending}>
        {pending ? 'Turning off...' : 'Turn off two-factor authentication'}
      </Button>
    </FormStack>
  );
}

/** The dashboard's Security button and dialog: turn two-factor authentication on or off. */
export function SecuritySettings({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [view, setView] = useState<View>({ kind: 'status' });
  const toast = useToast();

  useEffect(() => {
    if (!open) return;
    let live = true;
    setView({ kind: 'status' });
    mfaStatus(token).then(
      (next) => live && setStatus(next),
      () => live && setStatus(null),
    );
    return () => {
      live = false;
    };
  }, [open, token]);

  return (
    <>
      <Button $variant="outline" onClick={() => setOpen(true)}>
        Security
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="Two-factor authentication" width={520}>
        {view.kind === 'enrol' ? (
          <MfaEnrolment
            token={token}
            onEnabled={({ recoveryCodes }) => {
              setStatus((current) => current && { ...current, enabled: true, recoveryCodesLeft: recoveryCodes.length });
              setView({ kind: 'codes', codes: recoveryCodes });
              toast({ title: 'Two-factor authentication is on' });
            }}
          />
        ) : view.kind === 'codes' ? (
          <>
            <RecoveryCodes codes={view.codes} />
            <Button onClick={() => setOpen(false)}>Done</Button>
          </>
        ) : !status ? (
          <State>Loading…</State>
        ) : status.enabled ? (
          <>
            <State>
              <strong>On.</strong> Logging in asks for a code from your authenticator app. {status.recoveryCodesLeft} of 10 recovery
              codes left.
            </State>
            {status.required ? (
              <State>This site requires two-factor authentication, so it cannot be turned off.</State>
            ) : (
              <DisableForm
                token={token}
                onDisabled={() => {
                  setStatus({ ...status, enabled: false, recoveryCodesLeft: 0 });
                  toast({ title: 'Two-factor authentication is off' });
                }}
              />
            )}
          </>
        ) : (
          <>
            <State>
              <strong>Off.</strong> Add a code from an authenticator app to every login, so a stolen password alone cannot open the
              admin.
            </State>
            <Button onClick={() => setView({ kind: 'enrol' })}>Set up two-factor authentication</Button>
          </>
        )}
      </Modal>
    </>
  );
}
