import multipart from '@fastify/multipart';
import { adminContentPictureKindSchema, adminContentPictureSchema, apiErrorSchema } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { PICTURE_UPLOAD_MAX_BYTES } from '../../lib/pictures.ts';
import { staffOf } from '../../plugins/auth.ts';

/** The multipart fields of an upload: the kind (any order) and the file's bytes. */
async function uploadOf(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new HttpError(400, 'content_picture_missing', { file: ['required_field'] });
  let kind: unknown;
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read even a stray file field, so the stream ends and a too large one is refused.
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') file = bytes;
    } else if (part.fieldname === 'kind') {
      kind = part.value;
    }
  }
  const parsed = adminContentPictureKindSchema.safeParse(kind);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) errors.kind = [kind === undefined ? 'required_field' : 'invalid_value'];
  if (!file || file.length === 0) errors.file = ['required_field'];
  if (!parsed.success || !file || file.length === 0)
    throw new HttpError(400, 'content_picture_missing', errors);
  return { kind: parsed.data, file };
}

/**
 * The staff upload of a content picture (`/api/{lang}/admin/content/pictures`, Admin). Multipart
 * bodies are accepted only here: the plugin is registered in this route set alone.
 */
export async function contentPictureRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { contentPictures } = app.services;
  await app.register(multipart, { limits: { fileSize: PICTURE_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  route.post(
    '/admin/content/pictures',
    {
      onRequest: app.requireStaff('content', 'write'),
      schema: {
        tags: ['content'],
        security: [{ bearer: [] }],
        summary:
          'Stores a picture for a banner, contributor, event, video or article (multipart/form-data, field `kind` and field `file`: JPEG, PNG, WebP, AVIF, up to 10 MB) as WebP of at most 1600 px into the media folder; answers its path and size (Admin)',
        consumes: ['multipart/form-data'],
        response: {
          200: adminContentPictureSchema,
          ...apiErrorResponses,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { kind, file } = await uploadOf(request);
      return contentPictures.store(kind, file, staffOf(request).id);
    },
  );
}
