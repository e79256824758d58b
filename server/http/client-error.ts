import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { ERROR_CODES, type ErrorBody } from '@contract/errors'

/**
 * Node's HTTP parser refuses a request before Fastify sees it (a control character in a header, a malformed
 * request line, headers over 16 KB, a request too slow to arrive). These answers carry the server's error
 * shape too, so every 4xx a client meets reads the same way (docs/decisions/0040).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, body]: [number, ErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { code: ERROR_CODES.BAD_REQUEST, message: 'The request line and headers are too large' }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { code: ERROR_CODES.BAD_REQUEST, message: 'The request took too long to arrive' }]
        : [400, { code: ERROR_CODES.BAD_REQUEST, message: 'The request is not valid HTTP' }]
  const json = JSON.stringify(body)
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    )
  socket.destroy(error)
}
