import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../errors';
import { isMessageCode } from '../../messages';
import { IMAGE_BYTES_MAX } from './images';

/** The one file field of the map and item forms. */
const FILE_FIELD = 'image';
const TEXT_FIELD_BYTES_MAX = 16 * 1024;
/** The forms have at most 4 fields; a few more are allowed so the schema can name the unexpected one. */
const LIMITS = {
  fileSize: IMAGE_BYTES_MAX,
  files: 1,
  fields: 8,
  parts: 9,
  fieldSize: TEXT_FIELD_BYTES_MAX,
  headerPairs: 100,
};

/** @fastify/multipart's own errors that mean the client sent something wrong, and how we answer them. */
const multipartFailures: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError(413, 'IMAGE_TOO_LARGE', FILE_FIELD),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError(415, 'MULTIPART_REQUIRED'),
};

export interface MultipartForm<T> {
  fields: T;
  /** The picture's bytes as sent; undefined when no file was chosen. */
  image?: Buffer;
}

/**
 * Reads a multipart form: text fields checked by `schema` (answered like a JSON body's validation errors), plus an
 * optional `image` file. Anything malformed (a broken boundary, a repeated or truncated field, a second file, a file
 * under another name) is a 400, an oversized picture a 413, never a 500.
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<MultipartForm<z.output<S>>> {
  if (!request.isMultipart()) throw new AppError(415, 'MULTIPART_REQUIRED');
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (Object.hasOwn(fields, part.fieldname) || (part.type === 'file' && (part.fieldname !== FILE_FIELD || image))) {
        throw badRequest('MULTIPART_INVALID', part.fieldname);
      }
      if (part.type === 'file') {
        image = await part.toBuffer();
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest('MULTIPART_INVALID', part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const known = multipartFailures[(error as { code?: string }).code ?? ''];
    throw known ? known() : badRequest('MULTIPART_INVALID');
  }
  // A file input left empty is sent as a nameless part with no bytes.
  return { fields: parseFields(schema, fields), image: image?.length ? image : undefined };
}

function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : 'keys' in issue ? String(issue.keys) : undefined;
  throw badRequest(isMessageCode(issue.message) ? issue.message : 'VALIDATION_ERROR', field);
}
