import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import { RecoveryCode } from '../../db/entities/recovery-code.entity.ts';
import { addAuditEvent } from '../../core/audit/audit-log.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';

export const DEFAULT_ADMIN_USERNAME = 'admin';

export type AccountChange = 'created' | 'rotated' | 'unchanged';

/**
 * Sets the account's password, creating the account when missing. A new password moves
 * passwordChangedAt forward to `now`, which ends every session issued before it (see auth.ts),
 * and ends every preview link too: whoever was handed one under the old password loses it.
 * Two-factor authentication is left as it is.
 */
export async function setAdminPassword(db: Db, username: string, password: string, now = new Date()): Promise<AccountChange> {
  const existing = await db.run((em) => em.findOne(AdminUser, { username }));
  if (existing && (await verifyPassword(existing.passwordHash, password))) return 'unchanged';
  // Hashed before the transaction, which would otherwise hold the embedded database's one connection meanwhile.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (em) => {
    if (!existing) {
      em.create(AdminUser, { username, passwordHash, passwordChangedAt: now, createdAt: now });
      await em.flush();
      return 'created';
    }
    await em.nativeUpdate(AdminUser, { id: existing.id }, { passwordHash, passwordChangedAt: now });
    await em.execute('update article set preview_generation = preview_generation + 1');
    await em.execute('update document set preview_generation = preview_generation + 1');
    return 'rotated';
  });
}

export type SecondFactorReset = 'reset' | 'already-off' | 'no-account';

/**
 * The way back for an administrator who lost both the authenticator and the recovery codes: turns
 * two-factor authentication off from the command line (audited). The password and sessions stay.
 */
export async function resetSecondFactor(db: Db, username: string, now = new Date()): Promise<SecondFactorReset> {
  return db.transaction(async (em) => {
    const user = await em.findOne(AdminUser, { username });
    if (!user) return 'no-account';
    if (!user.mfaSecret && !user.mfaPendingSecret) return 'already-off';
    await em.nativeUpdate(AdminUser, { id: user.id }, { mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null });
    await em.nativeDelete(RecoveryCode, { adminUserId: user.id });
    addAuditEvent(em, now, 'mfa-reset', { username, ip: null });
    await em.flush();
    return 'reset';
  });
}

export interface AdminCredentials {
  username?: string;
  password?: string;
}

export interface EnsureResult {
  change: AccountChange;
  username: string;
  /** Only when start-up had to invent the password; shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Start-up: ADMIN_USERNAME and ADMIN_PASSWORD create or rotate the account; with neither set and no
 * account yet, `admin` gets a random password. There is never a fixed default.
 */
export async function ensureAdminAccount(db: Db, credentials: AdminCredentials, now = new Date()): Promise<EnsureResult> {
  const { password } = credentials;
  const username = credentials.username ?? DEFAULT_ADMIN_USERNAME;
  if (password) return { change: await setAdminPassword(db, username, password, now), username };
  if ((await db.run((em) => em.count(AdminUser, {}))) > 0) return { change: 'unchanged', username };
  const generatedPassword = generatePassword();
  await setAdminPassword(db, username, generatedPassword, now);
  return { change: 'created', username, generatedPassword };
}

export function generatedPasswordBanner(username: string, password: string): string {
  const rule = '='.repeat(64);
  return [
    rule,
    'District Copper admin account created',
    `  username: ${username}`,
    `  password: ${password}`,
    'This password is shown only once. Change it with `npm run admin:password`,',
    'or set ADMIN_USERNAME and ADMIN_PASSWORD.',
    rule,
  ].join('\n');
}
