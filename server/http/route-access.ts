import type { Role } from '@contract/roles'

/**
 * Who may call an `/api` route, declared on the route itself as `config: { access }` (docs/decisions/0048) and
 * read by the access plugin (`server/plugins/access.ts`), which installs the matching login check, refuses a
 * route that declares nothing, and lists every route for the access matrix (tests/server/access-matrix.test.ts).
 *
 * - `'public'`: anyone, without a login;
 * - `'member'`: any signed-in account, working only on its own data (docs/requirements/security.md#sec-1);
 * - `'staff'`: the secretariat's staff only;
 * - `{ role }`: a signed-in account holding that role, on its own data (an association member's exemption
 *   application); with `ownGuard: true` the route checks its callers itself (the live scores accept a scorer's
 *   login or a feed token, docs/decisions/0044) and the plugin only records the declaration.
 */
export type RouteAccess = 'public' | 'member' | 'staff' | { readonly role: Role; readonly ownGuard?: true }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route (docs/decisions/0048). */
    access?: RouteAccess
  }
}

/** The roles a login must hold for `access`, or null when the plugin installs no check. */
export function rolesOf(access: RouteAccess): Role[] | null {
  if (access === 'public') return null
  if (access === 'member') return []
  if (access === 'staff') return ['staff']
  return access.ownGuard ? null : [access.role]
}

/** One registered route and its declaration, as the access plugin saw it. */
export interface DeclaredRoute {
  method: string
  url: string
  access: RouteAccess
}
