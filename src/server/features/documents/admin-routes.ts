import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  AdminDocument,
  DOCUMENT_TOO_LARGE,
  DocumentFields,
  DocumentFileParams,
  DocumentFileVersion,
  DocumentIdParams,
  DocumentRevision,
  DocumentUpdate,
  fieldsFromForm,
  MAX_DOCUMENT_BYTES,
  NO_FILE,
  NOT_A_PDF,
} from '../../../shared/document-library.ts';
import { PreviewResponse } from '../../../shared/preview.ts';
import { fieldErrors } from '../../../shared/validation.ts';
import { HttpProblem, ValidationProblem } from '../../errors.ts';
import type { DocumentAdmin, ReceivedFile } from './document-admin.ts';
import { safeFileName } from './document-dto.ts';
import type { FileStore } from './file-store.ts';
import type { PreviewTokens } from '../../core/publishing/preview-tokens.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../http/responses.ts';
import { actorOf } from '../../core/audit/actor.ts';

export interface AdminDocumentRoutesOptions {
  documents: DocumentAdmin;
  files: FileStore;
  previews: PreviewTokens;
  clock: () => Date;
}

const FORM_FIELDS = 12;
/** Room for the form's text fields and the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** The form's text fields, sent before the file part (as the admin form and FormData order them). */
function formFields(part: MultipartFile): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (name === part.fieldname || !field || Array.isArray(field) || field.type !== 'field') continue;
    form[name] = String(field.value);
  }
  return form;
}

/**
 * The documents library. Uploads are multipart and streamed into the database piece by piece
 * (features/documents/file-store.ts); multipart parsing is registered in this plugin only.
 */
export const adminDocumentRoutes: FastifyPluginAsyncTypebox<AdminDocumentRoutesOptions> = async (app, opts) => {
  const { documents } = opts;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: FORM_FIELDS, parts: FORM_FIELDS + 1 } });

  /** Reads the request's one file part, checking the fields first so a bad form stores nothing. */
  async function receive(request: FastifyRequest, check: (form: Record<string, string>) => void): Promise<ReceivedFile> {
    if (!request.isMultipart()) throw new HttpProblem(415, `${NOT_A_PDF}, sent as multipart/form-data`);
    // A declared size past the limit is refused before a byte is read; a chunked body is counted as it comes.
    if (Number(request.headers['content-length'] ?? 0) > MAX_DOCUMENT_BYTES + FORM_OVERHEAD_BYTES) throw new HttpProblem(413, DOCUMENT_TOO_LARGE);
    try {
      const part = await request.file();
      if (part?.fieldname !== 'file') throw new ValidationProblem({ file: NO_FILE });
      check(formFields(part));
      // The parser stops at the limit without an error of its own when the stream was read to its end;
      // a file cut there has lost its end, so the structure check refuses it, but what it is is too big.
      const stored = await opts.files.receive(part.file, opts.clock).catch((error: unknown) => {
        throw part.file.truncated ? new HttpProblem(413, DOCUMENT_TOO_LARGE) : error;
      });
      if (part.file.truncated) {
        await opts.files.discard(stored.uploadId);
        throw new HttpProblem(413, DOCUMENT_TOO_LARGE);
      }
      return { ...stored, fileName: safeFileName(part.filename ?? '', 'document') };
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpProblem(413, DOCUMENT_TOO_LARGE);
      if (error instanceof app.multipartErrors.FilesLimitError) throw new HttpProblem(400, 'Upload one file at a time');
      if (error instanceof app.multipartErrors.FieldsLimitError || error instanceof app.multipartErrors.PartsLimitError) {
        throw new HttpProblem(400, 'The form has too many fields');
      }
      throw error;
    }
  }

  app.get('/api/admin/documents', { schema: { response: { 200: Type.Array(AdminDocument), ...ERROR_RESPONSES } } }, async () => documents.list());

  app.post('/api/admin/documents', { schema: { response: { 201: AdminDocument, ...ERROR_RESPONSES } } }, async (request, reply) => {
    let fields: DocumentFields | undefined;
    const file = await receive(request, (form) => {
      const value = fieldsFromForm(form);
      const errors = fieldErrors(DocumentFields, value);
      if (Object.keys(errors).length) throw new ValidationProblem(errors);
      fields = { published: false, ...value } as DocumentFields;
    });
    try {
      return reply.code(201).send(await documents.create(fields!, file, actorOf(request)));
    } catch (error) {
      await opts.files.discard(file.uploadId);
      throw error;
    }
  });

  app.put(
    '/api/admin/documents/:id',
    { schema: { params: DocumentIdParams, body: DocumentUpdate, response: { 200: AdminDocument, ...ERROR_RESPONSES } } },
    async (request) => documents.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/documents/:id/file',
    { schema: { params: DocumentIdParams, response: { 200: AdminDocument, ...ERROR_RESPONSES } } },
    async (request) => {
      // Fail before storing anything when the document is gone.
      await documents.get(request.params.id);
      const file = await receive(request, () => {});
      try {
        return await documents.replaceFile(request.params.id, file, actorOf(request));
      } catch (error) {
        await opts.files.discard(file.uploadId);
        throw error;
      }
    },
  );

  app.get(
    '/api/admin/documents/:id/files',
    { schema: { params: DocumentIdParams, response: { 200: Type.Array(DocumentFileVersion), ...ERROR_RESPONSES } } },
    async (request) => documents.files(request.params.id),
  );

  app.post(
    '/api/admin/documents/:id/files/:fileId/restore',
    { schema: { params: DocumentFileParams, response: { 200: AdminDocument, ...ERROR_RESPONSES } } },
    async (request) => documents.restoreFile(request.params.id, request.params.fileId, actorOf(request)),
  );

  app.get(
    '/api/admin/documents/:id/revisions',
    { schema: { params: DocumentIdParams, response: { 200: Type.Array(DocumentRevision), ...ERROR_RESPONSES } } },
    async (request) => documents.revisions(request.params.id),
  );

  app.delete(
    '/api/admin/documents/:id',
    { schema: { params: DocumentIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await documents.moveToTrash(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/documents/:id/restore',
    { schema: { params: DocumentIdParams, response: { 200: AdminDocument, ...ERROR_RESPONSES } } },
    async (request) => documents.restore(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/admin/documents/:id/preview',
    { schema: { params: DocumentIdParams, response: { 200: PreviewResponse, ...ERROR_RESPONSES } } },
    async (request) => ({ url: `/documents/preview/${opts.previews.issue(await documents.previewClaim(request.params.id))}` }),
  );

  app.post(
    '/api/admin/documents/:id/preview/revoke',
    { schema: { params: DocumentIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await documents.revokePreviews(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
