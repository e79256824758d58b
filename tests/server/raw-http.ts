import { connect } from 'node:net'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * One HTTP/1.1 request written byte for byte on a socket. fetch and `app.inject` both normalise the
 * target (dot segments, absolute form), so they cannot send the spellings an attacker's client sends.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname, () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n')
      const parsed: Record<string, string> = {}
      for (const line of headerLines) {
        const colon = line.indexOf(':')
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body: text.slice(split + 4) })
    })
  })
}
