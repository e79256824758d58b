import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { FaqEntry } from '@contract/support'
import { FAQ_CATEGORIES, FAQ_LIMITS, type FaqCategory } from '@domain/support'
import { createFaqEntry, deleteFaqEntry, faqQueryOptions, supportKeys, updateFaqEntry } from '@/api/support'
import { errorText } from '@/lib/error-texts'
import { faqCategoryText, pick } from '@/lib/support-texts'
import { DeskError, DeskLoading } from '../desk-states'

const EMPTY = { category: 'membership' as FaqCategory, sortOrder: 0, qKo: '', qEn: '', aKo: '', aEn: '' }

/** The FAQ editor: every entry with edit and remove, and a form for a new one (both languages required). */
export function FaqEditor() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const faq = useQuery(faqQueryOptions('all', ''))
  const [editing, setEditing] = useState<FaqEntry | null>(null)
  const [form, setForm] = useState(EMPTY)
  const [problem, setProblem] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.faq })
  const onError = (error: { code: string | number | null }) =>
    setProblem(errorText(i18n, error.code) ?? t`The FAQ could not be saved. Please try again.`)
  const save = useMutation({
    mutationFn: () => {
      const body = {
        category: form.category,
        sortOrder: form.sortOrder,
        question: { ko: form.qKo.trim(), en: form.qEn.trim() },
        answer: { ko: form.aKo.trim(), en: form.aEn.trim() },
      }
      return editing ? updateFaqEntry(editing.id, body) : createFaqEntry(body)
    },
    onSuccess: async () => {
      setEditing(null)
      setForm(EMPTY)
      await refresh()
    },
    onError,
  })
  const remove = useMutation({ mutationFn: deleteFaqEntry, onSuccess: refresh, onError })
  const edit = (entry: FaqEntry) => {
    setEditing(entry)
    setForm({
      category: entry.category,
      sortOrder: entry.sortOrder,
      qKo: entry.question.ko,
      qEn: entry.question.en,
      aKo: entry.answer.ko,
      aEn: entry.answer.en,
    })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if ([form.qKo, form.qEn, form.aKo, form.aEn].some((v) => !v.trim())) {
      setProblem(t`Write the question and the answer in both languages.`)
      return
    }
    setProblem(null)
    save.mutate()
  }
  const text = (key: 'qKo' | 'qEn' | 'aKo' | 'aEn', label: string, max: number, area = false) => (
    <label className="field">
      <span className="field__label">{label}</span>
      {area ? (
        <textarea
          className="field__input"
          rows={4}
          maxLength={max}
          value={form[key]}
          onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        />
      ) : (
        <input
          className="field__input"
          maxLength={max}
          value={form[key]}
          onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        />
      )}
    </label>
  )
  return (
    <div className="staff-grid">
      <section className="staff-card" aria-labelledby="faq-entries-title">
        <h2 id="faq-entries-title" className="staff-card__title">
          <Trans>FAQ entries</Trans>
        </h2>
        {faq.isPending ? (
          <DeskLoading />
        ) : faq.isError ? (
          <DeskError error={faq.error} retry={() => void faq.refetch()} />
        ) : (
          <ul role="list" className="staff-list">
            {faq.data.map((entry) => (
              <li key={entry.id} className="staff-list__item">
                <div className="staff-list__main">
                  <strong>{pick(entry.question, i18n.locale)}</strong>
                  <span className="staff-list__meta">{faqCategoryText(i18n, entry.category)}</span>
                </div>
                <div className="staff-list__actions">
                  <button type="button" className="btn btn--sm" onClick={() => edit(entry)}>
                    <Trans>Edit</Trans>
                  </button>
                  <button
                    type="button"
                    className="btn btn--sm staff-danger"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(t`Remove this FAQ entry?`)) remove.mutate(entry.id)
                    }}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="staff-card" aria-labelledby="faq-form-title">
        <h2 id="faq-form-title" className="staff-card__title">
          {editing ? <Trans>Edit the entry</Trans> : <Trans>New entry</Trans>}
        </h2>
        <form className="inquiry-desk__form" onSubmit={submit} noValidate>
          <label className="field">
            <span className="field__label">
              <Trans>Category</Trans>
            </span>
            <select
              className="field__input"
              value={form.category}
              onChange={(e) => setForm({ ...form, category: e.target.value as FaqCategory })}
            >
              {FAQ_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {faqCategoryText(i18n, c)}
                </option>
              ))}
            </select>
          </label>
          {text('qKo', t`Question (Korean)`, FAQ_LIMITS.questionMax)}
          {text('qEn', t`Question (English)`, FAQ_LIMITS.questionMax)}
          {text('aKo', t`Answer (Korean)`, FAQ_LIMITS.answerMax, true)}
          {text('aEn', t`Answer (English)`, FAQ_LIMITS.answerMax, true)}
          {problem ? (
            <p className="staff-alert" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="inquiry-desk__actions">
            {editing ? (
              <button
                type="button"
                className="btn btn--sm"
                onClick={() => {
                  setEditing(null)
                  setForm(EMPTY)
                }}
              >
                <Trans>Cancel</Trans>
              </button>
            ) : null}
            <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
              {editing ? <Trans>Save changes</Trans> : <Trans>Add entry</Trans>}
            </button>
          </div>
        </form>
      </section>
    </div>
  )
}
