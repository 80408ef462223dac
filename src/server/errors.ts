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

export class ValidationProblem extends HttpProblem {
  constructor(errors: FieldErrors) {
    super(400, Object.values(errors).join('. '), errors);
  }
}
