import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The text fields of a multipart form, which its handler reads and checks itself (services/uploads/multipart-form.ts):
     * Fastify does not validate them, the OpenAPI document shows them with the optional `image` file.
     */
    multipartForm?: z.ZodType;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The request body a multipart form route documents: its fields as the handler checks them, and the picture. */
function multipartBody(form: z.ZodType) {
  const fields = z.toJSONSchema(form, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  const image = { type: 'string', format: 'binary', description: 'An optional picture (PNG, JPEG or WebP)' };
  return { ...fields, properties: { ...(fields.properties ?? {}), image } };
}

/** The zod provider's transform, plus the multipart forms' bodies, which are no route's `body` schema. */
function transform(input: TransformInput) {
  const { multipartForm, ...schema } = input.schema ?? {};
  const transformed = jsonSchemaTransform({ ...input, schema });
  if (!multipartForm) return transformed;
  return { ...transformed, schema: { ...transformed.schema, body: multipartBody(multipartForm) } };
}

/** The OpenAPI document, generated from the same zod schemas the routes validate with, and its page at /docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vacation Survival API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
