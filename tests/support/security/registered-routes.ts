import type { App } from '../../../server/app'

/**
 * Every route Fastify registered, as `METHOD /path`, read from its own route tree (`printRoutes`) rather than
 * from any list of ours, so a module added tomorrow is walked too. Each line of the tree is a path segment
 * under its parent (by indentation), with the methods of the route ending there in brackets.
 */
export function registeredRoutes(app: App): string[] {
  const routes: string[] = []
  const stack: Array<{ depth: number; path: string }> = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[└├]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length
    while (stack.length > 0 && stack.at(-1)!.depth >= depth) stack.pop()
    const path = (stack.at(-1)?.path ?? '') + match[2]!
    stack.push({ depth, path })
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`)
  }
  return routes
}
