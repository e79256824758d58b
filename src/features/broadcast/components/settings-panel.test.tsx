import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { DEFAULT_PARAMS, type BroadcastParams } from '../broadcast-params'
import { SettingsPanel } from './settings-panel'

/** The page behind the panel: every change re-renders it with a new onClose, as broadcast-page.tsx does. */
function Page() {
  const [params, setParams] = useState<BroadcastParams>(DEFAULT_PARAMS)
  return (
    <>
      <output data-testid="interval">{params.intervalS}</output>
      <output data-testid="game">{params.gameId ?? ''}</output>
      <SettingsPanel params={params} onChange={setParams} onClose={() => setParams({ ...params })} />
    </>
  )
}

describe('broadcast settings panel', () => {
  it('keeps the focus in the field being typed in while the board behind it updates', async () => {
    i18n.activate('en')
    const user = userEvent.setup()
    render(
      <I18nProvider i18n={i18n}>
        <Page />
      </I18nProvider>,
    )
    const interval = document.querySelector<HTMLInputElement>('input[name="interval"]')!
    await user.clear(interval)
    await user.type(interval, '25')
    expect(document.activeElement).toBe(interval)
    expect(screen.getByTestId('interval').textContent).toBe('25')
    expect(screen.getByTestId('game').textContent).toBe('')
  })
})
