import { sandboxMessagesQuerySchema, sandboxMessagesSchema } from '@contract/cert'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import type { SandboxPhoneProvider } from './sandbox'

export interface SandboxPhoneRoutesOptions {
  provider: SandboxPhoneProvider
}

/**
 * GET /sandbox/phone/messages: the sandbox's "inbox" of a number. There is no real SMS in the demo, so a
 * person trying `npm start` and the browser tests read the code here. Registered by buildApp only when the
 * phone provider is the sandbox (with a real provider the path does not exist: 404); see decision 0023.
 */
export const sandboxPhoneRoutes: FastifyPluginAsyncZod<SandboxPhoneRoutesOptions> = async (app, { provider }) => {
  app.get(
    '/sandbox/phone/messages',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sandbox: codes sent to a number',
        description:
          'Only while the server runs the sandbox phone provider (no SMS is sent): the verification codes and the ' +
          'account-change notices "sent" to the number in the last 10 minutes, newest first. Absent (404) with a ' +
          'real provider.',
        tags: ['sandbox'],
        querystring: sandboxMessagesQuerySchema,
        response: { 200: sandboxMessagesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Codes change with every send: never cached by the browser or a proxy.
      reply.header('cache-control', 'no-store')
      const messages = provider
        .recentCodes(request.query.phone)
        .map((m) => ({ code: m.code, sentAt: m.sentAt.toISOString(), expiresAt: m.expiresAt.toISOString() }))
      const notices = provider
        .recentNotices(request.query.phone)
        .map((n) => ({ text: n.text, sentAt: n.sentAt.toISOString() }))
      return { phone: request.query.phone, messages, notices }
    },
  )
}
