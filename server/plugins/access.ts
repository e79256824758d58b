import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { isApiPath } from '../http/request-path'
import { rolesOf, type DeclaredRoute } from '../http/route-access'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route registered so far with its declared access (the access matrix walks these). */
    declaredRoutes: DeclaredRoute[]
  }
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method])

/**
 * Every `/api` route says who may call it (`config: { access }`, server/http/route-access.ts), and this is the
 * one place that turns the declaration into the login check: `app.requireRole(...)` runs first among the
 * route's preValidation hooks, so a visitor learns nothing about a member call's input rules
 * (docs/decisions/0022). A route without a declaration stops the server at start-up, naming the route, so a new
 * module cannot be public by omission (docs/decisions/0048).
 */
async function registerAccess(app: FastifyInstance) {
  const declared: DeclaredRoute[] = []
  app.decorate('declaredRoutes', declared)
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return
    const access = route.config?.access
    const name = `${methodsOf(route).join(',')} ${route.url}`
    if (access === undefined)
      throw new Error(`${name} declares no access: add config: { access } (server/http/route-access.ts)`)
    const roles = rolesOf(access)
    if (roles !== null) {
      // Registered first of all plugins so that no route escapes it; logins exist from the auth plugin on.
      if (!app.hasDecorator('requireRole')) throw new Error(`${name} needs a login before the auth plugin`)
      const own = route.preValidation === undefined ? [] : [route.preValidation].flat()
      route.preValidation = [app.requireRole(...roles), ...own]
    }
    for (const method of methodsOf(route)) declared.push({ method, url: route.url, access })
  })
}

export const accessPlugin = fp(registerAccess, { name: 'fairway-access' })
