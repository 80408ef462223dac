import { readFile } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DrillProgram,
  DrillProgramInput,
  DrillProgramParams,
  EXPORT_FILES,
  ExportParams,
  IMPORT_REFUSED,
  type ImportFile,
  ImportQuery,
  ImportRefusal,
  ImportResult,
} from '../../../../shared/drilling.ts';
import { DrillProgramDetail, DrillProgramUpdate, ExampleParams } from '../../../../shared/drill-program-admin.ts';
import { actorOf } from '../../../core/audit/actor.ts';
import { HttpProblem } from '../../../errors.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import type { ImportFiles } from '../import-rows.ts';
import { ImportRefused, type ProgramAdmin } from '../program-admin.ts';

/** A geologist's CSV of a campaign is well under this (thousands of rows at most). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const PARTS = 'Send the files collars, intervals and optionally surveys, each once, and nothing else';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The Drilling section's API: programs, their import from the geologists' three CSV files and the export of
 * the same files. Registered by the admin API (admin/routes/index.ts), which guards it like every admin route.
 */
export const adminDrillingRoutes: FastifyPluginAsyncTypebox<{ programs: ProgramAdmin }> = async (app, { programs }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_FILE_BYTES, files: EXPORT_FILES.length, fields: 0, parts: EXPORT_FILES.length } });

  app.get('/api/admin/drill-programs', { schema: { response: { 200: Type.Array(DrillProgram), ...ERROR_RESPONSES } } }, async () => programs.list());

  app.post('/api/admin/drill-programs', { schema: { body: DrillProgramInput, response: { 201: DrillProgram, ...ERROR_RESPONSES } } }, async (request, reply) =>
    reply.code(201).send(await programs.create(request.body, actorOf(request))),
  );

  app.get('/api/admin/drill-programs/:id', { schema: { params: DrillProgramParams, response: { 200: DrillProgramDetail, ...ERROR_RESPONSES } } }, async (request) =>
    programs.detail(request.params.id),
  );

  app.put('/api/admin/drill-programs/:id', { schema: { params: DrillProgramParams, body: DrillProgramUpdate, response: { 200: DrillProgram, ...ERROR_RESPONSES } } }, async (request) =>
    programs.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete('/api/admin/drill-programs/:id', { schema: { params: DrillProgramParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    await programs.remove(request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });

  // The example set as a template (content/drilling-example): invented data, which the admin labels so.
  app.get('/api/admin/drill-programs/example/:file', { schema: { params: ExampleParams, response: { 200: Type.String(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    const { file } = request.params;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="example-${file}"`)
      .send(await readFile(`content/drilling-example/${file}`, 'utf8'));
  });

  app.post(
    '/api/admin/drill-programs/:id/import',
    { schema: { params: DrillProgramParams, querystring: ImportQuery, response: { 200: ImportResult, 422: ImportRefusal, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpProblem(415, `${PARTS}, as multipart/form-data`);
      const files: ImportFiles = {};
      try {
        for await (const part of request.files()) {
          const name = part.fieldname as ImportFile;
          if (!EXPORT_FILES.includes(name) || files[name] !== undefined) throw new HttpProblem(400, PARTS);
          const bytes = await part.toBuffer();
          try {
            files[name] = utf8.decode(bytes);
          } catch {
            throw new ImportRefused([{ file: name, row: 0, field: '', message: 'The file is not UTF-8 text: save it as CSV UTF-8' }]);
          }
        }
        return await programs.import(request.params.id, files, request.query.correction ?? false, actorOf(request));
      } catch (error) {
        if (error instanceof ImportRefused) return reply.code(422).send({ message: IMPORT_REFUSED, errors: error.errors });
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpProblem(413, `Each file must be at most ${MAX_FILE_BYTES / 1024 / 1024} MB`);
        if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError || error instanceof app.multipartErrors.FieldsLimitError) {
          throw new HttpProblem(400, PARTS);
        }
        throw error;
      }
    },
  );

  app.get('/api/admin/drill-programs/:id/export/:file', { schema: { params: ExportParams, response: { 200: Type.String(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    const { id, file } = request.params;
    const csv = await programs.export(id, file.replace(/\.csv$/, '') as ImportFile);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="drill-program-${id}-${file}"`).send(csv);
  });
};
