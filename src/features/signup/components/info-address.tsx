import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FormField } from '@/components/form/form-field'
import { digits, useBind } from '../hooks/use-bind'
import type { InfoForm } from '../hooks/use-info-form'

/**
 * Home address (required) and the workplace (optional). Entered by hand: the national postcode search is
 * an outside service this portal cannot reach yet, so the zip code and address are typed (decision 0023).
 */
export function InfoAddress({ form }: { form: InfoForm }) {
  const { t } = useLingui()
  const { bind } = useBind(form)
  // Open from the start when a restored draft has a workplace; after that the member opens and closes it
  // (following the values would fold the section away while its last field is being cleared).
  const [workOpen] = useState(() =>
    [
      form.values.workName,
      form.values.workZipCode,
      form.values.workAddress,
      form.values.workAddressDetail,
      form.values.workPhone,
    ].some((v) => v !== ''),
  )
  return (
    <>
      <fieldset className="signup-section">
        <legend className="signup-section__title">
          <Trans>Home address</Trans>
        </legend>
        <div className="signup-grid signup-grid--zip">
          <FormField
            {...bind('zipCode', digits(5))}
            label={t`Zip code`}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={5}
            placeholder="06164"
          />
          <FormField
            {...bind('address')}
            label={t`Address`}
            autoComplete="address-line1"
            required
            maxLength={200}
            placeholder={t`Road-name address`}
          />
        </div>
        <FormField
          {...bind('addressDetail')}
          label={t`Detailed address`}
          autoComplete="address-line2"
          required
          maxLength={200}
          placeholder={t`Building, floor, unit`}
        />
      </fieldset>
      <details className="signup-section signup-optional" open={workOpen || undefined}>
        <summary className="signup-section__title">
          <Trans>Workplace</Trans> <span className="signup-optional__tag">{t`Optional`}</span>
        </summary>
        <div className="signup-optional__body">
          <div className="signup-grid">
            <FormField {...bind('workName')} label={t`Workplace name`} autoComplete="organization" maxLength={100} />
            <FormField
              {...bind('workPhone', digits(11))}
              label={t`Workplace phone`}
              type="tel"
              inputMode="numeric"
              maxLength={11}
              placeholder="0212345678"
            />
          </div>
          <div className="signup-grid signup-grid--zip">
            <FormField {...bind('workZipCode', digits(5))} label={t`Zip code`} inputMode="numeric" maxLength={5} />
            <FormField {...bind('workAddress')} label={t`Address`} maxLength={200} />
          </div>
          <FormField {...bind('workAddressDetail')} label={t`Detailed address`} maxLength={200} />
        </div>
      </details>
    </>
  )
}
