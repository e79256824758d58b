/**
 * The characters no field of the portal can mean, refused in every string of a request (docs/decisions/0040):
 * the C0 controls but tab, line feed and return, DEL, and a lone surrogate half. PostgreSQL refuses U+0000 in
 * text and jsonb (a 500 before this guard), no name, address or search means an escape or a bell, and a lone
 * surrogate would be stored silently as U+FFFD. With the `u` flag a well-formed pair is one code point, so
 * `\p{Cs}` matches only a half standing alone.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}]/u

/** Enough fields for any form to show its messages; a hostile body with thousands stops being walked there. */
const MAX_FOUND = 20

interface Node {
  value: unknown
  key: string | null
  parent: Node | null
}

const pathOf = (node: Node): string[] => {
  const path: string[] = []
  for (let at: Node | null = node; at && at.key !== null; at = at.parent) path.push(at.key)
  return path.reverse()
}

/**
 * The paths (keys from the root) of the strings in `value` holding a forbidden character, and of the objects
 * with such a key. Walked with a stack of its own and parent links, so a body nested 100,000 deep neither
 * overflows the call stack nor copies its path at every level.
 */
export function controlCharacterPaths(value: unknown): string[][] {
  const found: string[][] = []
  const stack: Node[] = [{ value, key: null, parent: null }]
  while (stack.length > 0 && found.length < MAX_FOUND) {
    const node = stack.pop()!
    const current = node.value
    if (typeof current === 'string') {
      if (FORBIDDEN.test(current)) found.push(pathOf(node))
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], key: String(i), parent: node })
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current)
      if (keys.some((key) => FORBIDDEN.test(key))) found.push(pathOf(node))
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i]!
        stack.push({ value: (current as Record<string, unknown>)[key], key, parent: node })
      }
    }
  }
  return found
}
