import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

export const OPENAPI_PATH = '/api/docs/openapi.json'

/**
 * The OpenAPI document is generated from the same zod schemas in contract/ that the routes
 * validate with; schemas with `.meta({ id })` become shared components. Routes registered after
 * this plugin appear automatically.
 */
async function registerOpenApi(app: FastifyInstance, options: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Fairway API',
        version: options.version,
        description: 'Errors answer `{code, message, fields?}` (ErrorBody); clients translate `code`.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  app.get(
    OPENAPI_PATH,
    {
      config: { access: 'public' },
      schema: { hide: true },
    },
    async () => app.swagger(),
  )
}

export const openApiPlugin = fp(registerOpenApi, { name: 'fairway-openapi' })
