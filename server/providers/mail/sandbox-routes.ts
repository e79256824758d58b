import { sandboxMailQuerySchema, sandboxMailSchema } from '@contract/support'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import type { SandboxMailProvider } from './sandbox'

/**
 * GET /sandbox/mail/messages: the sandbox's mailbox of an address, so a person trying the demo and the browser tests
 * read the notices no real mail carried. Registered only with the sandbox, which exists only on a demo database
 * (docs/decisions/0042); elsewhere the path does not exist (404).
 */
export const sandboxMailRoutes: FastifyPluginAsyncZod<{ provider: SandboxMailProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    '/sandbox/mail/messages',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sandbox: mail delivered to an address',
        description:
          'Only while the server runs the sandbox mail provider (a demo database; no mail leaves the server): ' +
          'what was delivered to the address in the last 7 days, newest first. Absent (404) otherwise.',
        tags: ['sandbox'],
        querystring: sandboxMailQuerySchema,
        response: { 200: sandboxMailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const messages = await provider.mailbox(request.query.to)
      return {
        to: request.query.to,
        messages: messages.map((m) => ({ ...m, deliveredAt: m.deliveredAt.toISOString() })),
      }
    },
  )
}
