/**
 * The trailing-slash trim of page URLs (contract/url-path.ts) against the regular expression it replaced,
 * on paths of many slashes followed by one letter: the expression retries the run of slashes from every
 * start position (quadratic), the loop looks at each character once. Figures only, no assertions.
 */
import { trimTrailingSlashes } from '../contract/url-path'

const time = (work: () => void) => {
  const started = performance.now()
  work()
  return performance.now() - started
}

for (const slashes of [1_000, 4_000, 8_000, 16_000]) {
  const path = `/tours${'/'.repeat(slashes)}a`
  const regex = time(() => path.replace(/(.)\/+$/, '$1'))
  const loop = time(() => trimTrailingSlashes(path, 1))
  console.log(
    `${String(slashes).padStart(6)} slashes: regular expression ${regex.toFixed(1)} ms, loop ${loop.toFixed(3)} ms`,
  )
}
