import type { TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldErrors } from '../../shared/validation.ts';
import { ValidationProblem } from '../errors.ts';
import { bodyProblems } from './body-guard.ts';

/**
 * Route schemas are TypeBox; this compiler checks them and reports every failing field with the texts
 * declared on the shared schema ("Title is required"), instead of Ajv's generic wording.
 */
export const validationPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const compiled = TypeCompiler.Compile(schema as TSchema);
    const coerce = httpPart === 'querystring' || httpPart === 'params';
    const isBody = httpPart === 'body';
    return (data: unknown) => {
      const problems = isBody ? bodyProblems(data) : null;
      if (problems) return { error: new ValidationProblem(problems) };
      let value = data;
      if (coerce) value = Value.Convert(schema as TSchema, value);
      if (typeof value === 'object' && value !== null) value = Value.Default(schema as TSchema, Value.Clone(value));
      if (compiled.Check(value)) return { value };
      return { error: new ValidationProblem(fieldErrors(schema as TObject, value)) };
    };
  });
});
