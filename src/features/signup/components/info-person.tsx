import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { countryOptions } from '@domain/codes/countries'
import { FormField } from '@/components/form/form-field'
import { Icon } from '@/components/ui/icons'
import { digits, useBind } from '../hooks/use-bind'
import type { InfoForm } from '../hooks/use-info-form'
import { RadioField, SelectField } from './choice-field'

/** Name, English name, date of birth (with a guardian under 14), gender and nationality. */
export function InfoPerson({ form }: { form: InfoForm }) {
  const { t, i18n } = useLingui()
  const { bind, messageOf } = useBind(form)
  const countries = useMemo(
    () => countryOptions(i18n.locale).map((c) => ({ value: c.code, label: i18n.locale === 'en' ? c.en : c.ko })),
    [i18n.locale],
  )
  return (
    <fieldset className="signup-section">
      <legend className="signup-section__title">
        <Trans>Basic information</Trans>
      </legend>
      <div className="signup-grid">
        <FormField
          {...bind('name')}
          label={t`Name`}
          autoComplete="name"
          required
          maxLength={30}
          hint={t`Your real name, as on your ID document.`}
        />
        <RadioField
          name="gender"
          label={t`Gender`}
          required
          options={[
            { value: 'M', label: t`Male` },
            { value: 'F', label: t`Female` },
          ]}
          value={form.values.gender}
          onChange={(value) => form.setValue('gender', value as 'M' | 'F')}
          error={messageOf('gender')}
        />
        <FormField
          {...bind('firstNameEn')}
          label={t`English first name`}
          autoComplete="given-name"
          required
          placeholder="Gildong"
        />
        <FormField {...bind('lastNameEn')} label={t`English last name`} autoComplete="family-name" placeholder="Hong" />
        <FormField
          {...bind('birthDate', digits(8))}
          label={t`Date of birth`}
          inputMode="numeric"
          autoComplete="bday"
          required
          maxLength={8}
          placeholder="19990505"
          hint={t`Eight digits, e.g. 19990505.`}
        />
        <SelectField
          name="nationality"
          label={t`Nationality`}
          required
          placeholder={t`Select`}
          options={countries}
          value={form.values.nationality}
          onChange={(value) => form.setValue('nationality', value)}
          error={messageOf('nationality')}
        />
      </div>
      {form.showGuardian ? (
        <div className="signup-guardian" role="group" aria-labelledby="guardian-title">
          <p id="guardian-title" className="signup-guardian__title">
            <Icon name="shield" width={18} height={18} />
            <Trans>Members under 14 need a guardian's consent. Please enter your guardian.</Trans>
          </p>
          <div className="signup-grid">
            <FormField {...bind('guardianName')} label={t`Guardian's name`} required maxLength={30} />
            <FormField
              {...bind('guardianPhone', digits(11))}
              label={t`Guardian's mobile`}
              type="tel"
              inputMode="numeric"
              required
              maxLength={11}
              placeholder="01012345678"
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  )
}
