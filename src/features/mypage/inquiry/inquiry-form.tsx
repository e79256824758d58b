import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { InquiryBody, InquiryDto } from '@contract/support'
import { INQUIRY_LIMITS, type InquiryCategory } from '@domain/support'
import { askInquiry, editInquiry, inquiryCategoriesQueryOptions, supportKeys } from '@/api/support'
import { errorText } from '@/lib/error-texts'
import { pick } from '@/lib/support-texts'

const L = INQUIRY_LIMITS
type Field = 'category' | 'title' | 'content'

/** Asks a new question, or rewrites one still unanswered (`editing`). Limits match the server's (MY-15). */
export function InquiryForm({
  editing,
  onDone,
  onCancel,
}: {
  editing?: InquiryDto
  onDone: (inquiry: InquiryDto) => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const categories = useQuery(inquiryCategoriesQueryOptions())
  const [category, setCategory] = useState<InquiryCategory | ''>(editing?.category ?? '')
  const [title, setTitle] = useState(editing?.title ?? '')
  const [content, setContent] = useState(editing?.content ?? '')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const save = useMutation({
    mutationFn: (body: InquiryBody) => (editing ? editInquiry(editing.id, body) : askInquiry(body)),
    onSuccess: async (inquiry) => {
      await queryClient.invalidateQueries({ queryKey: supportKeys.mine })
      onDone(inquiry)
    },
    onError: (error) => {
      if (!error.fields) return
      const found: Partial<Record<Field, string>> = {}
      for (const [field, code] of Object.entries(error.fields))
        found[field as Field] = errorText(i18n, code) ?? t`Please check this value.`
      setErrors(found)
    },
  })

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {}
    if (category === '') found.category = t`Choose a category.`
    const tt = title.trim().length
    if (tt < L.titleMin || tt > L.titleMax) found.title = t`Enter a title of ${L.titleMin} to ${L.titleMax} characters.`
    const ct = content.trim().length
    if (ct < L.contentMin || ct > L.contentMax)
      found.content = t`Enter your question in ${L.contentMin} to ${L.contentMax} characters.`
    return found
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = check()
    setErrors(found)
    if (Object.keys(found).length > 0 || category === '') return
    save.mutate({ category, title: title.trim(), content: content.trim() })
  }

  const invalid = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `qna-${field}-error` } : {}
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`qna-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null

  return (
    <form className="mypage-card mypage-form inquiry-form" onSubmit={submit} noValidate>
      <h2 className="mypage-card__title">{editing ? <Trans>Edit your inquiry</Trans> : <Trans>New inquiry</Trans>}</h2>
      <div className="field">
        <label className="field__label" htmlFor="qna-category">
          <Trans>Category</Trans>
        </label>
        <select
          id="qna-category"
          className="field__input"
          value={category}
          onChange={(e) => setCategory(e.target.value as InquiryCategory)}
          {...invalid('category')}
        >
          <option value="">{t`Choose a category`}</option>
          {categories.data?.map((c) => (
            <option key={c.code} value={c.code}>
              {pick(c.name, i18n.locale)}
            </option>
          ))}
        </select>
        {error('category')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="qna-title">
          <Trans>Title</Trans>
        </label>
        <input
          id="qna-title"
          className="field__input"
          value={title}
          maxLength={L.titleMax}
          onChange={(e) => setTitle(e.target.value)}
          {...invalid('title')}
        />
        {error('title')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="qna-content">
          <Trans>Question</Trans>
        </label>
        <textarea
          id="qna-content"
          className="field__input inquiry-form__text"
          rows={8}
          value={content}
          maxLength={L.contentMax}
          onChange={(e) => setContent(e.target.value)}
          {...invalid('content')}
        />
        <p className="field__hint">
          {content.trim().length} / {L.contentMax}
        </p>
        {error('content')}
      </div>
      {save.isError && !save.error.fields ? (
        <p className="mypage-notice mypage-notice--error" role="alert">
          {errorText(i18n, save.error.code) ?? t`The inquiry could not be saved. Please try again.`}
        </p>
      ) : null}
      <div className="mypage-form__actions">
        <button type="button" className="btn btn--quiet" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {editing ? <Trans>Save changes</Trans> : <Trans>Send inquiry</Trans>}
        </button>
      </div>
    </form>
  )
}
