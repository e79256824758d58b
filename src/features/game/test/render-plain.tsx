import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { i18n } from '@/lib/i18n'
import { messages as en } from '../../../../locales/en/messages.po'

/**
 * The page's tests read English: the source language, whose text does not change when the Korean
 * catalog gains these messages.
 */
export function inEnglish() {
  i18n.load('en', en)
  i18n.activate('en')
}

/** A component with only what it needs (Lingui), for tables that take their data as props. */
export function renderPlain(ui: ReactElement) {
  inEnglish()
  const user = userEvent.setup()
  return { ...render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>), user }
}
