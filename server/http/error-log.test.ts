import { DrizzleQueryError } from 'drizzle-orm'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { errorsPlugin } from '../plugins/errors'
import { loggerOptions } from './request-log'

describe('the server log of a failed query', () => {
  it('keeps the SQL and leaves out the values, also from the message, the stack and the cause', async () => {
    const lines: string[] = []
    const app = Fastify({ logger: loggerOptions('error', { write: (line) => lines.push(line) }) })
    await app.register(errorsPlugin)
    app.get('/boom', async () => {
      const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_mobile"'), {
        code: '23505',
        detail: 'Key (mobile)=(01098765432) already exists.',
      })
      throw new DrizzleQueryError(
        'insert into members (login_id, mobile) values ($1, $2)',
        ['kimfw', '01098765432'],
        cause,
      )
    })
    const res = await app.inject({ method: 'GET', url: '/boom' })
    await app.close()

    expect(res.statusCode).toBe(500)
    const log = lines.join('\n')
    expect(log).toContain('insert into members (login_id, mobile) values ($1, $2)')
    expect(log).toContain('members_mobile')
    expect(log).not.toContain('01098765432')
    expect(log).not.toContain('kimfw')
  })
})
