import { type FormEvent, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { MfaStatus } from '../../../../shared/mfa.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { colors } from '../../../styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { mfaDisable, mfaStatus } from '../mfa-api.ts';
import { Field, Input } from './field.tsx';
import { FormStack } from './form-styles.ts';
import { MfaEnrolment, RecoveryCodes } from './mfa-enrolment.tsx';

const State = styled.p`
  margin: 0 0 1.25rem;
  color: ${colors.text};
  strong { color: ${colors.ink}; }
`;

type View = { kind: 'status' } | { kind: 'enrol' } | { kind: 'codes'; codes: string[] };

function DisableForm(props: { token: string; onDisabled: () => void }) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!otp.trim()) {
      setError('Authentication code is required');
      return;
    }
    setPending(true);
    try {
      await mfaDisable(props.token, otp.trim());
      props.onDisabled();
    } catch (cause) {
      setError(problemOf(cause).message ?? 'Could not turn off two-factor authentication');
      setPending(false);
    }
  }
  return (
    <FormStack noValidate onSubmit={submit}>
      <Field id="mfa-disable-code" label="Authentication code" hint="A code from your authenticator app, or a recovery code." error={error}>
        {(c) => (
          <Input
            {...c}
            autoComplete="one-time-code"
            value={otp}
            onChange={(e) => {
              setOtp(e.target.value);
              setError(undefined);
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
