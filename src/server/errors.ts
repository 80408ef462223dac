import { CHECKS_REFUSED, type CheckItem } from '../shared/checks/disclosure-checks.ts';
import type { FieldErrors } from '../shared/validation.ts';

/** Errors the routes raise on purpose; the error handler turns each into its status and readable message. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/** A refusal worth retrying after `retryAfter` seconds (a throttle's 429, a full queue's 503): sent as Retry-After. */
export class TryLater extends HttpProblem {
  readonly retryAfter: number;
  constructor(statusCode: 429 | 503, message: string, retryAfter: number) {
    super(statusCode, message);
    this.retryAfter = retryAfter;
  }
}

export class ValidationProblem extends HttpProblem {
  constructor(errors: FieldErrors) {
    super(400, Object.values(errors).join('. '), errors);
  }
}

/** A release the pre-publish checks refuse (422): the errors are the checks' own items, not field messages. */
export class ChecksRefused extends Error {
  readonly statusCode = 422;
  readonly checks: readonly CheckItem[];
  constructor(checks: readonly CheckItem[]) {
    super(CHECKS_REFUSED);
    this.checks = checks;
  }
}
