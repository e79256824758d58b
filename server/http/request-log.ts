import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import type { Env } from '../config/env'
import { serializeError } from './error-log'

/** Parameters that hold a phone number whatever their value looks like. */
const PHONE_PARAMS = /phone|mobile|tel|^hp$/i
/** A Korean phone or mobile number however it is written: 0 and 8 to 10 more digits, hyphens or spaces between. */
const PHONE_NUMBER = /0\d{1,2}[-\s]?\d{3,4}[-\s]?\d{4}/

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    return text
  }
}

/**
 * `url` with the value of every query parameter that is or holds a phone number replaced by `[redacted]`;
 * the path and the other parameters stay as they came, so a log line still says what was asked.
 * Phone numbers are personal data the logs have no use for (docs/decisions/0040).
 */
export function redactPhones(url: string): string {
  const start = url.indexOf('?')
  if (start < 0) return url
  const params = url
    .slice(start + 1)
    .split('&')
    .map((param) => {
      const equals = param.indexOf('=')
      // A bare `?01012345678` is a value without a name.
      if (equals < 0) return PHONE_NUMBER.test(decoded(param)) ? '[redacted]' : param
      const name = param.slice(0, equals)
      const value = param.slice(equals + 1)
      const isPhone = PHONE_PARAMS.test(decoded(name)) || PHONE_NUMBER.test(decoded(value))
      return isPhone && value !== '' ? `${name}=[redacted]` : param
    })
  return `${url.slice(0, start + 1)}${params.join('&')}`
}

/** Fastify's own request serializer, with the URL's phone numbers left out. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactPhones(request.url),
    version: typeof request.headers['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void
}

/** The logger of the server: LOG_LEVEL, no credentials, no phone numbers, no failed query's values. */
export function loggerOptions(level: Env['LOG_LEVEL'], stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Fastify does not log headers by default; this keeps tokens out even if a serializer changes.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
    serializers: { req: serializeRequest, err: serializeError },
  }
}
