/** How long a failed login counts: against the login throttle's allowance, and in the audit log's running summary. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
