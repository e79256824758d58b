/**
 * `zustand` as the build's prerender sees it (scripts/prerender-shells.ts aliases the package here):
 * the same stores, whose hooks read the current state in a server render too. zustand's own hook
 * answers a server render with each store's initial state, so the first paint would show, say, the
 * main tour highlighted on another tour's page until the app took over.
 */
import { useSyncExternalStore } from 'react'
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla'

export * from 'zustand/vanilla'

type Hook<T> = (<U = T>(selector?: (state: T) => U) => U) & StoreApi<T>

function bind<T>(createState: StateCreator<T, [], []>): Hook<T> {
  const api = createStore(createState)
  const read =
    <U>(selector: (state: T) => U) =>
    () =>
      selector(api.getState())
  const useBound = <U = T>(selector: (state: T) => U = (state) => state as unknown as U) =>
    useSyncExternalStore(api.subscribe, read(selector), read(selector))
  return Object.assign(useBound, api)
}

/** `create(fn)` and `create<T>()(fn)`, as zustand's. */
export function create<T>(): (createState: StateCreator<T, [], []>) => Hook<T>
export function create<T>(createState: StateCreator<T, [], []>): Hook<T>
export function create<T>(createState?: StateCreator<T, [], []>) {
  return createState ? bind(createState) : bind
}
