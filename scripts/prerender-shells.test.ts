import { describe, expect, it } from 'vitest'
import { cleanRenderedHtml } from './prerender-shells'

describe('a rendered first paint, cleaned for the page', () => {
  it('keeps the markup and text, drops hydration markers, scripts and the site footer', () => {
    const rendered =
      '<div class="shell"><header>H<!-- -->1</header><main><!--$!--><template data-msg="aborted" ' +
      'data-cstck="x"></template><p>Loading…</p><!--/$--></main><script>restoreScroll()</script><footer ' +
      'class="site-footer"><p>© 2026</p></footer></div>'
    expect(cleanRenderedHtml(rendered)).toBe('<div class="shell"><header>H1</header><main><p>Loading…</p></main></div>')
  })
})
