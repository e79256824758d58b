/**
 * One HTTP/1.1 GET over a raw TCP socket, keeping the exact bytes the server wrote (status line,
 * headers, body): fetch hides the status line and header framing, which are most of a 304.
 */
import { connect } from 'node:net'

export interface RawResponse {
  status: number
  /** Status line and headers, through the blank line that ends them. */
  head: Buffer
  body: Buffer
  headers: Map<string, string>
}

export function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(base)
  const lines = [
    `GET ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    'Accept: application/json',
    'Connection: keep-alive',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ]
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname)
    let received = Buffer.alloc(0)
    let head: Buffer | null = null
    let fields = new Map<string, string>()
    socket.on('error', reject)
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk])
      if (!head) {
        const end = received.indexOf('\r\n\r\n')
        if (end < 0) return
        head = received.subarray(0, end + 4)
        fields = new Map(
          head
            .toString('latin1')
            .split('\r\n')
            .slice(1)
            .filter(Boolean)
            .map((l) => {
              const colon = l.indexOf(':')
              return [l.slice(0, colon).trim().toLowerCase(), l.slice(colon + 1).trim()]
            }),
        )
        if (fields.get('transfer-encoding')) reject(new Error('chunked responses are not handled'))
      }
      const status = Number(head.toString('latin1').split(' ')[1])
      // A 304 has no body whatever its content-length says (this server's say 4, for `null`).
      const length = status === 304 || status === 204 ? 0 : Number(fields.get('content-length') ?? 0)
      if (received.length >= head.length + length) {
        socket.destroy()
        resolve({ status, head, body: received.subarray(head.length, head.length + length), headers: fields })
      }
    })
    socket.write(`${lines.join('\r\n')}\r\n\r\n`)
  })
}
