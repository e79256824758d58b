import { Trans, useLingui } from '@lingui/react/macro'
import { REPORT_LIMITS } from '@contract/clean'
import { FormField } from '@/components/form/form-field'
import type { ReportField, ReportValues } from '../report-form-state'
import { Consent } from './field'

interface ReportIdentityProps {
  values: ReportValues
  errors: Record<string, string>
  set: <K extends keyof ReportValues>(key: K, value: ReportValues[K]) => void
  bind: (field: ReportField) => (el: HTMLElement | null) => void
}

/**
 * Anonymous or named. A named reporter gives a name and a way to be reached, and consents to their
 * collection (Personal Information Protection Act: purpose, items, retention and the right to refuse).
 */
export function ReportIdentity({ values, errors, set, bind }: ReportIdentityProps) {
  const { t } = useLingui()
  return (
    <fieldset className="clean-identity">
      <legend className="field__label">
        <Trans>How do you want to report?</Trans>
      </legend>
      <div className="clean-segmented" role="radiogroup" aria-label={t`How do you want to report?`}>
        <label
          className={
            values.anonymous ? 'clean-segmented__option clean-segmented__option--on' : 'clean-segmented__option'
          }
        >
          <input type="radio" name="anonymous" checked={values.anonymous} onChange={() => set('anonymous', true)} />
          <span>
            <Trans>Anonymously</Trans>
          </span>
        </label>
        <label
          className={
            !values.anonymous ? 'clean-segmented__option clean-segmented__option--on' : 'clean-segmented__option'
          }
        >
          <input type="radio" name="anonymous" checked={!values.anonymous} onChange={() => set('anonymous', false)} />
          <span>
            <Trans>With my name and contact</Trans>
          </span>
        </label>
      </div>
      {values.anonymous ? (
        <p className="field__hint">
          <Trans>
            Nothing that identifies you is sent or stored. Keep the receipt number: without contact details we cannot
            tell you the outcome or ask you questions.
          </Trans>
        </p>
      ) : (
        <div className="clean-identity__contact">
          <FormField
            ref={bind('name')}
            name="name"
            label={t`Name`}
            required
            value={values.name}
            onChange={(v) => set('name', v)}
            error={errors.name}
            maxLength={REPORT_LIMITS.name}
            autoComplete="name"
          />
          <div className="clean-form__grid">
            <FormField
              ref={bind('phone')}
              name="phone"
              label={t`Mobile or telephone`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={13}
              value={values.phone}
              onChange={(v) => set('phone', v)}
              error={errors.phone}
              hint={t`A mobile number or an e-mail address is needed.`}
            />
            <FormField
              ref={bind('email')}
              name="email"
              label={t`E-mail`}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={100}
              value={values.email}
              onChange={(v) => set('email', v)}
              error={errors.email}
            />
          </div>
          <div className="clean-privacy" id="report-privacy">
            <p className="clean-privacy__title">
              <Trans>Collection of personal information</Trans>
            </p>
            <dl>
              <dt>
                <Trans>Purpose</Trans>
              </dt>
              <dd>
                <Trans>To contact you about this report and tell you its outcome</Trans>
              </dd>
              <dt>
                <Trans>Items</Trans>
              </dt>
              <dd>
                <Trans>Name, mobile or telephone number, e-mail address</Trans>
              </dd>
              <dt>
                <Trans>Retention</Trans>
              </dt>
              <dd>
                <Trans>3 years after the case is closed, then destroyed</Trans>
              </dd>
            </dl>
            <p>
              <Trans>You may refuse; you can then still report anonymously.</Trans>
            </p>
          </div>
          <Consent
            name="agreePrivacy"
            inputRef={bind('agreePrivacy')}
            checked={values.agreePrivacy}
            onChange={(v) => set('agreePrivacy', v)}
            error={errors.agreePrivacy}
          >
            <Trans>I agree to the collection and use of my personal information as above. (required)</Trans>
          </Consent>
        </div>
      )}
    </fieldset>
  )
}
