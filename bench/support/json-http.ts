import { Agent, request } from 'node:http'

/**
 * JSON over HTTP/1.1 through one keep-alive pool: the benchmark's thousands of buyers share `maxSockets` connections,
 * as a load balancer in front of a node would, instead of opening thousands of sockets from one process.
 */
export function jsonClient(base: string, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets })
  const { hostname, port } = new URL(base)
  return {
    call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
        const req = request(
          {
            agent,
            hostname,
            port,
            method,
            path,
            headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => {
              try {
                resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
              } catch (error) {
                reject(error as Error)
              }
            })
          },
        )
        req.on('error', reject)
        req.end(payload)
      })
    },
    close: () => agent.destroy(),
  }
}
