import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDENTITY_FILE_FIELDS, identityDetail, identityImageParams, identitySubmitFields } from '@meridian/contract/identity';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import { AppError } from '../../platform/errors.ts';
import { readingUpload, uploadError } from '../../platform/uploads.ts';
import { rejectHostileStrings } from '../../platform/hostile-input.ts';
import type { StoredFile } from '../cluster/file-store.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { IdentityService, Submission } from './service.ts';

type FileField = (typeof IDENTITY_FILE_FIELDS)[number];
const isFileField = (name: string): name is FileField => (IDENTITY_FILE_FIELDS as readonly string[]).includes(name);

/**
 * Reads the whole multipart form: three text fields and the two photos, each photo bounded by
 * IDENTITY_IMAGE_MAX_BYTES. Nothing is written here; the service checks and stores.
 */
async function readForm(req: FastifyRequest, maxBytes: number): Promise<Submission> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: Partial<Record<FileField, Buffer>> = {};
  await readingUpload(maxBytes, async () => {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 2, fields: 5, parts: 7 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!isFileField(part.fieldname) || files[part.fieldname]) throw new AppError('VALIDATION_FAILED', { fields: part.fieldname });
      const data = await part.toBuffer();
      if (part.file.truncated) throw uploadError({ code: 'FST_REQ_FILE_TOO_LARGE' }, maxBytes);
      files[part.fieldname] = data;
    }
  });
  rejectHostileStrings(fields);
  const parsed = identitySubmitFields.safeParse(fields);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'body')))].join(', ');
    throw new AppError('VALIDATION_FAILED', { fields: names });
  }
  const { front, back } = files;
  if (!front?.length || !back?.length) throw new AppError('FILE_REQUIRED');
  return { realName: parsed.data.real_name, idType: parsed.data.id_type, idNumber: parsed.data.id_number, front: { data: front }, back: { data: back } };
}

/** Sends a stored photo; private to whoever the route allowed, never cached by shared caches. */
export function sendImage(reply: FastifyReply, file: StoredFile | undefined) {
  if (!file) throw new AppError('NOT_FOUND');
  return reply
    .type(file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

type Deps = { identity: IdentityService; idempotency: Idempotency; maxBytes: number };

/** `/api/identity`: submit a verification and see its photos (owner only). */
export const identityRoutes: FastifyPluginAsyncZod<Deps> = async (app, { identity, idempotency, maxBytes }) => {
  const tags = ['identity'];

  app.post(
    '/submit',
    {
      schema: {
        tags,
        summary: 'Submit real-name verification (multipart: real_name, id_type, id_number, files front and back; JPEG, PNG or WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(identityDetail) },
      },
    },
    async (req, reply) =>
      idempotency.run(req, reply, `user:${req.user.id}`, async () => {
        await identity.assertCanSubmit(req.user.id);
        const submission = await readForm(req, maxBytes);
        return ok(req, await identity.submit(req.user.id, submission), 'IDENTITY_SUBMITTED');
      }),
  );

  app.get(
    '/images/:file',
    { schema: { tags, summary: 'A photo of one of my own submissions (404 for anyone else’s)', params: identityImageParams } },
    async (req, reply) => sendImage(reply, await identity.ownerImage(req.user.id, req.params.file)),
  );
};

/** `GET /api/user/authenticationDetail` (spec §7): the signed-in user's verification state. */
export const identityDetailRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (app, { identity }) => {
  app.get(
    '/authenticationDetail',
    { schema: { tags: ['identity'], summary: 'My real-name verification: none, pending, approved or rejected (with the reason)', response: { 200: envelopeOf(identityDetail) } } },
    async (req) => ok(req, await identity.detail(req.user.id)),
  );
};
