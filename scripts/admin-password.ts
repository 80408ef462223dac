/**
 * `npm run admin:password -- [username]`: sets a new password for an admin account (default `admin`),
 * creating the account when missing. The password comes from stdin when piped, otherwise from two
 * hidden prompts. `npm run admin:password -- --reset-2fa [username]` instead turns the account's
 * two-factor authentication off, for an administrator who lost the device and the recovery codes.
 * Works on DATABASE_URL or the embedded database in DATA_DIR (default ./data), which the server must
 * not be holding (stop it first).
 */
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DataDirLockedError } from '../src/server/db/pglite-lock.ts';
import { migrate, openDatabase } from '../src/server/db/orm.ts';
import { DEFAULT_ADMIN_USERNAME, resetSecondFactor, setAdminPassword } from '../src/server/features/admin/admin-account.ts';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from '../src/shared/admin-credentials.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo the question, never the keystrokes.
  const output = rl as unknown as { _writeToOutput(text: string): void };
  let muted = false;
  output._writeToOutput = (text) => {
    if (!muted) process.stdout.write(text);
  };
  return new Promise((done) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      done(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await askHidden(`New password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const second = await askHidden('Repeat the password: ');
  if (first !== second) fail('The passwords do not match; nothing was changed.');
  return first;
}

const RESET_2FA = '--reset-2fa';
const args = process.argv.slice(2);
const reset2fa = args.includes(RESET_2FA);
const username = args.find((arg) => arg !== RESET_2FA) ?? DEFAULT_ADMIN_USERNAME;
if (username.length < 1 || username.length > MAX_USERNAME_LENGTH) fail(`The username must be 1 to ${MAX_USERNAME_LENGTH} characters.`);
const password = reset2fa ? null : await readPassword();
if (password !== null && password.length < MIN_PASSWORD_LENGTH) fail(`The password must be at least ${MIN_PASSWORD_LENGTH} characters; nothing was changed.`);
if (password !== null && password.length > MAX_PASSWORD_LENGTH) fail(`The password must be at most ${MAX_PASSWORD_LENGTH} characters; nothing was changed.`);

let db: Awaited<ReturnType<typeof openDatabase>>;
try {
  db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: resolve(process.env.DATA_DIR || './data') });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
try {
  await migrate(db.orm);
  if (password === null) {
    const reset = await resetSecondFactor(db.db, username);
    const outcome = {
      'reset': `Two-factor authentication is off for "${username}": log in with the password, then set it up again from Security.`,
      'already-off': `Two-factor authentication was already off for "${username}"; nothing was changed.`,
      'no-account': `There is no admin account "${username}"; nothing was changed.`,
    };
    // Not fail(): the database must close first, or the embedded one keeps its lock.
    if (reset === 'no-account') process.exitCode = 1;
    (reset === 'no-account' ? console.error : console.log)(outcome[reset]);
  } else {
    const change = await setAdminPassword(db.db, username, password);
    const outcome = {
      created: `Created admin account "${username}" with the new password.`,
      rotated: `Password changed for "${username}"; sessions issued before now are ended.`,
      unchanged: `"${username}" already has this password; nothing was changed.`,
    };
    console.log(outcome[change]);
  }
} finally {
  await db.close();
}
