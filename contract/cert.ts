import { z } from 'zod'
import { mobileSchema } from './member-signup'

/**
 * Mobile phone verification (docs/requirements/accounts.md#acc-14). GET sends a 6-digit code to the number and
 * answers the certification's id; POST confirms it with the code. The confirmed id is then given once to
 * POST /member/signup or PATCH /member/phone.
 */
export const CERT_CODE_TTL_MINUTES = 10

export const certRequestQuerySchema = z.strictObject({ phone: mobileSchema })

export const certRequestResultSchema = z
  .object({
    certId: z.string(),
    expiresAt: z.string(),
    /**
     * Present and true only when the server runs the sandbox phone provider: no SMS is sent, and the code
     * can be read from GET /api/sandbox/phone/messages (docs/decisions/0023).
     */
    sandbox: z.boolean().optional(),
  })
  .meta({ id: 'PhoneCertRequest' })

export const certConfirmBodySchema = z
  .strictObject({ certId: z.string().min(1).max(100), code: z.string().regex(/^\d{6}$/) })
  .meta({ id: 'PhoneCertConfirm' })

export const certConfirmResultSchema = z
  .object({ certId: z.string(), phone: z.string(), verified: z.literal(true) })
  .meta({ id: 'PhoneCertResult' })

export const sandboxMessagesQuerySchema = z.strictObject({ phone: mobileSchema })

/** GET /api/sandbox/phone/messages: what the sandbox "sent" to a number in the last 10 minutes, newest first. */
export const sandboxMessagesSchema = z
  .object({
    phone: z.string(),
    messages: z.array(z.object({ code: z.string(), sentAt: z.string(), expiresAt: z.string() })),
    /** Account-change notices (no code), e.g. "your mobile number was changed", newest first. */
    notices: z.array(z.object({ text: z.string(), sentAt: z.string() })),
  })
  .meta({ id: 'SandboxPhoneMessages' })
