import { i18n } from '@/lib/i18n'
import { messages as en } from '../../../../locales/en/messages.po'

/** The tests read English, the source language, whose text does not change with the Korean catalog. */
export function inEnglish() {
  i18n.load('en', en)
  i18n.activate('en')
}
