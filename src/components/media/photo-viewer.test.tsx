import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { PhotoViewer, type ViewerPhoto } from './photo-viewer'
import { swipeStep } from './swipe'

const PHOTOS: ViewerPhoto[] = [1, 2, 3].map((n) => ({
  id: n,
  src: `/p${n}.svg`,
  width: 1200,
  height: 800,
  alt: `그림 ${n}`,
  title: `사진 제목 ${n}`,
  caption: `설명 ${n}`,
}))

/** A thumbnail that opens the viewer over three photos; `wrap` false stops at the ends. */
function Harness({ wrap = true }: { wrap?: boolean }) {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(0)}>
        열기
      </button>
      {open !== null ? (
        <PhotoViewer
          photo={PHOTOS[open]!}
          position={open + 1}
          total={PHOTOS.length}
          onStep={(s) => setOpen((i) => (wrap ? ((i ?? 0) + s + 3) % 3 : Math.min(2, Math.max(0, (i ?? 0) + s))))}
          canStep={wrap ? undefined : (s) => (s < 0 ? open > 0 : open < 2)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </I18nProvider>
  )
}

const shown = () => screen.getByRole('dialog').querySelector('img')!.getAttribute('alt')

describe('photo viewer', () => {
  it('pages with the arrow keys, names its place, and closes with Escape back to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: '열기' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: '사진 3장 중 1번째' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /닫기/ }))
    expect(screen.getByRole('img', { name: '그림 1' }).getAttribute('width')).toBe('1200')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: '사진 3장 중 2번째' })).toBeTruthy()
    expect(shown()).toBe('그림 2')
    expect(screen.getByText('사진 제목 2')).toBeTruthy()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    // Wraps from the first to the last.
    expect(shown()).toBe('그림 3')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '열기' }))
    const dialog = screen.getByRole('dialog')
    for (let i = 0; i < 5; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('turns the page on a horizontal swipe, not on a tap or a vertical drag', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: '열기' }))
    const stage = screen.getByRole('dialog').querySelector('figure')!
    const drag = (from: [number, number], to: [number, number], ms = 200) => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: from[0], clientY: from[1], timeStamp: 1000 })
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: to[0], clientY: to[1], timeStamp: 1000 + ms })
    }
    drag([300, 200], [120, 210])
    expect(shown()).toBe('그림 2')
    drag([100, 200], [320, 190])
    expect(shown()).toBe('그림 1')
    drag([200, 200], [205, 200])
    drag([200, 100], [230, 400])
    expect(shown()).toBe('그림 1')
  })

  it('stops at the ends of a set that does not wrap, with the buttons disabled', async () => {
    const user = userEvent.setup()
    render(<Harness wrap={false} />)
    await user.click(screen.getByRole('button', { name: '열기' }))
    expect((screen.getByRole('button', { name: '이전 사진' }) as HTMLButtonElement).disabled).toBe(true)
    await user.keyboard('{ArrowLeft}')
    expect(shown()).toBe('그림 1')
    await user.click(screen.getByRole('button', { name: '다음 사진' }))
    await user.click(screen.getByRole('button', { name: '다음 사진' }))
    expect(shown()).toBe('그림 3')
    expect((screen.getByRole('button', { name: '다음 사진' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('swipeStep', () => {
  it('reads a quick, mostly horizontal drag of 50 px or more as a page turn', () => {
    expect(swipeStep(-80, 10, 300)).toBe(1)
    expect(swipeStep(80, -10, 300)).toBe(-1)
    expect(swipeStep(-49, 0, 100)).toBe(0)
    expect(swipeStep(-80, 70, 300)).toBe(0)
    expect(swipeStep(-200, 0, 900)).toBe(0)
  })
})
