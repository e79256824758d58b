import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { FIELD_ERRORS } from '@contract/error-codes'
import { memberUpdateSchema, type MemberDetail, type MemberUpdateBody } from '@contract/member-account'
import { updateMember } from '@/api/member'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { fieldText } from '../field-texts'
import { useStoreMemberDetail } from '../hooks/use-member-cache'
import {
  changesOf,
  isRequiredField,
  PROFILE_TEXT_FIELDS,
  valuesOf,
  type ProfileTextField,
  type ProfileValues,
} from '../profile-form-state'
import { schemaFields } from '../schema-fields'
import { serverFailure } from '../server-failure'
import { CheckBox } from './check-box'
import { focusField } from '@/components/form/focus-field'

type Notice = { tone: 'success' | 'error' | 'info'; text: ReactNode } | null

/** Where a problem takes the focus first: the fields in the order shown, the current password under the e-mail. */
const FOCUS_ORDER = PROFILE_TEXT_FIELDS.flatMap((field) =>
  field === 'email' ? [field, 'currentPwd' as const] : [field],
)

/**
 * Personal information (PATCH /member). ID, name and date of birth are shown, never sent. A new e-mail (a
 * recovery channel) asks for the current password; the server then tells the mobile on record and logs the
 * member's other devices out (docs/decisions/0041).
 */
export function ProfileForm({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui()
  // What the form started from: only the fields the member edited since are sent, so a record refetched
  // meanwhile (changed on another device) is not overwritten with the values this form first showed.
  const [base, setBase] = useState<MemberDetail>(member)
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(member))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<Notice>(null)
  const [currentPwd, setCurrentPwd] = useState('')
  const refs = useRef<Partial<Record<ProfileTextField | 'currentPwd', HTMLInputElement | null>>>({})
  const storeDetail = useStoreMemberDetail()
  const emailChanged = values.text.email.trim() !== (base.email ?? '').trim()

  const showErrors = (next: Record<string, string>) => {
    setErrors(next)
    // Focus goes to the first field to fix, in the order the form shows them.
    const first = FOCUS_ORDER.find((field) => next[field])
    if (first) focusField(refs.current[first])
  }

  const save = useMutation({
    mutationFn: (body: MemberUpdateBody) => updateMember(body),
    onSuccess: (saved, body) => {
      storeDetail(saved)
      setBase(saved)
      setValues(valuesOf(saved))
      setErrors({})
      setCurrentPwd('')
      setNotice({
        tone: 'success',
        text: body.currentPwd ? (
          <Trans>
            Your personal information has been saved. A notice was sent to your mobile number, and any other device
            signed in to your account has been logged out.
          </Trans>
        ) : (
          t`Your personal information has been saved.`
        ),
      })
    },
    onError: (error) => {
      const failure = serverFailure(i18n, error)
      showErrors(failure.fields)
      setNotice(failure.message ? { tone: 'error', text: failure.message } : null)
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setNotice(null)
    const patch = changesOf(base, values)
    if (Object.keys(patch).length === 0) {
      setErrors({})
      setNotice({ tone: 'info', text: t`Nothing has changed.` })
      return
    }
    const parsed = memberUpdateSchema.safeParse(patch)
    const codes: Record<string, string> = parsed.success ? {} : schemaFields(parsed.error, patch)
    if ('email' in patch && !currentPwd) codes.currentPwd = FIELD_ERRORS.REQUIRED
    if (!parsed.success || Object.keys(codes).length > 0) {
      showErrors(
        Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, fieldText(i18n, field, code)])),
      )
      return
    }
    save.mutate('email' in patch ? { ...parsed.data, currentPwd } : parsed.data)
  }

  const setText = (field: ProfileTextField) => (value: string) => {
    setValues((v) => ({ ...v, text: { ...v.text, [field]: value } }))
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest)
  }

  const field = (
    name: ProfileTextField,
    label: string,
    extra: {
      type?: 'email' | 'tel'
      inputMode?: 'numeric' | 'email'
      autoComplete?: string
      maxLength?: number
      hint?: ReactNode
    } = {},
  ) => (
    <FormField
      ref={(el) => {
        refs.current[name] = el
      }}
      name={name}
      label={label}
      value={values.text[name]}
      onChange={setText(name)}
      required={isRequiredField(name)}
      error={errors[name]}
      maxLength={extra.maxLength ?? 100}
      type={extra.type}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete}
      hint={extra.hint}
    />
  )

  const birth = member.birthDate
    ? `${member.birthDate.slice(0, 4)}-${member.birthDate.slice(4, 6)}-${member.birthDate.slice(6, 8)}`
    : '-'

  return (
    <form className="mypage-card mypage-form" noValidate onSubmit={submit} aria-labelledby="profile-title">
      <h2 id="profile-title" className="mypage-card__title">
        <Trans>Personal information</Trans>
      </h2>

      <fieldset className="mypage-form__group">
        <legend>
          <Trans>Identity</Trans>
        </legend>
        <div className="mypage-form__grid">
          <FormField name="id" label={t`ID`} value={member.id} onChange={() => {}} readOnly />
          <FormField name="name" label={t`Name`} value={member.name} onChange={() => {}} readOnly />
          <FormField name="birthDate" label={t`Date of birth`} value={birth} onChange={() => {}} readOnly />
        </div>
        <p className="mypage-form__note">
          <Trans>
            The ID cannot be changed, and membership is in your real name: to correct your name or date of birth, please
            contact the secretariat.
          </Trans>
        </p>
        <div className="mypage-form__grid">
          {field('firstNameEn', t`English first name`, { autoComplete: 'given-name', maxLength: 40 })}
          {field('lastNameEn', t`English last name`, { autoComplete: 'family-name', maxLength: 40 })}
        </div>
      </fieldset>

      <fieldset className="mypage-form__group">
        <legend>
          <Trans>Contact</Trans>
        </legend>
        {field('email', t`E-mail`, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {emailChanged ? (
          <PasswordField
            ref={(el) => {
              refs.current.currentPwd = el
            }}
            name="currentPwd"
            label={t`Current password`}
            value={currentPwd}
            onChange={(value) => {
              setCurrentPwd(value)
              if (errors.currentPwd) setErrors(({ currentPwd: _, ...rest }) => rest)
            }}
            error={errors.currentPwd}
            hint={t`A new e-mail address is confirmed with your current password.`}
            required
          />
        ) : null}
        <div className="mypage-form__checks">
          <CheckBox
            checked={values.emailReceive}
            onChange={(emailReceive) => setValues((v) => ({ ...v, emailReceive }))}
          >
            <Trans>Receive news by e-mail</Trans>
          </CheckBox>
          <CheckBox checked={values.smsReceive} onChange={(smsReceive) => setValues((v) => ({ ...v, smsReceive }))}>
            <Trans>Receive news by text message (SMS)</Trans>
          </CheckBox>
        </div>
        {field('phone', t`Telephone`, {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          maxLength: 11,
          hint: t`Optional. Digits only.`,
        })}
      </fieldset>

      <fieldset className="mypage-form__group">
        <legend>
          <Trans>Home address</Trans>
        </legend>
        {field('zipCode', t`Postal code`, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 })}
        {field('address', t`Address`, { autoComplete: 'address-line1', maxLength: 200 })}
        {field('addressDetail', t`Address details`, { autoComplete: 'address-line2', maxLength: 200 })}
      </fieldset>

      <fieldset className="mypage-form__group">
        <legend>
          <Trans>Workplace (optional)</Trans>
        </legend>
        <div className="mypage-form__grid">
          {field('workName', t`Workplace name`, { autoComplete: 'organization' })}
          {field('workPhone', t`Workplace telephone`, { type: 'tel', inputMode: 'numeric', maxLength: 11 })}
        </div>
        {field('workZipCode', t`Workplace postal code`, { inputMode: 'numeric', maxLength: 5 })}
        {field('workAddress', t`Workplace address`, { maxLength: 200 })}
        {field('workAddressDetail', t`Workplace address details`, { maxLength: 200 })}
      </fieldset>

      {notice ? (
        <p
          className={`mypage-notice mypage-notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
      <div className="mypage-form__actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </button>
      </div>
    </form>
  )
}
