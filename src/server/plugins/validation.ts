import type { TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldErrors, fieldLabel } from '../../shared/validation.ts';
import { ValidationProblem } from '../errors.ts';
import { bodyProblems } from './body-guard.ts';

const WHOLE_NUMBER = /^[+-]?\d+$/;

/**
 * Query strings and path parameters arrive as text. TypeBox's conversion reads '1e3' as 1 and '2.5' as 2,
 * so a whole number is converted only when written as one; anything else stays text and fails its check.
 */
function fromText(schema: TSchema, data: unknown): unknown {
  // Read before converting: Value.Convert changes the object it is given.
  const texts = typeof data === 'object' && data !== null ? Object.entries(data) : [];
  const converted = Value.Convert(schema, data);
  if (typeof converted !== 'object' || converted === null) return converted;
  const properties = (schema as TObject).properties ?? {};
  for (const [field, text] of texts) {
    if (properties[field]?.type === 'integer' && typeof text === 'string' && !WHOLE_NUMBER.test(text)) {
      (converted as Record<string, unknown>)[field] = text;
    }
  }
  return converted;
}

/**
 * Route schemas are TypeBox; this compiler checks them and reports every failing field with the texts
 * declared on the shared schema, instead of Ajv's generic wording.
 */
export const validationPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const compiled = TypeCompiler.Compile(schema as TSchema);
    const coerce = httpPart === 'querystring' || httpPart === 'params';
    const isBody = httpPart === 'body';
    return (data: unknown) => {
      const problems = isBody ? bodyProblems(data, (field) => fieldLabel(schema as TObject, field)) : null;
      if (problems) return { error: new ValidationProblem(problems) };
      let value = data;
      if (coerce) value = fromText(schema as TSchema, value);
      if (typeof value === 'object' && value !== null) value = Value.Default(schema as TSchema, Value.Clone(value));
      if (compiled.Check(value)) return { value };
      return { error: new ValidationProblem(fieldErrors(schema as TObject, value)) };
    };
  });
});
