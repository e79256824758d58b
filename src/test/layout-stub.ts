import { afterAll, beforeAll } from 'vitest'

/**
 * jsdom has no layout, so TanStack Virtual would see a 0-pixel window and render no rows. Give every
 * element a 600×1000 box for the file's tests (docs/architecture.md#stack-jsdom-virtual).
 */
export function stubLayout(height = 600, width = 1000) {
  const proto = HTMLElement.prototype
  const saved = {
    h: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
    w: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
    o: Object.getOwnPropertyDescriptor(proto, 'offsetHeight'),
    ow: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
  }
  beforeAll(() => {
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height })
    Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width })
    Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => height })
    Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: () => width })
  })
  afterAll(() => {
    for (const [key, d] of [
      ['clientHeight', saved.h],
      ['clientWidth', saved.w],
      ['offsetHeight', saved.o],
      ['offsetWidth', saved.ow],
    ] as const) {
      if (d) Object.defineProperty(proto, key, d)
      else delete (proto as unknown as Record<string, unknown>)[key]
    }
  })
}
