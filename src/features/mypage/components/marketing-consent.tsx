import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { MemberDetail } from '@contract/member-account'
import { setMarketingAgree } from '@/api/member'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import { formatDay } from '../format'
import { useStoreMemberDetail } from '../hooks/use-member-cache'
import { serverFailure } from '../server-failure'
import { CheckBox } from './check-box'

/**
 * Marketing consent, saved the moment it is switched. Korean law (Information and Communications Network
 * Act) asks that the member be told the change and its date, so the confirmation names the day.
 */
export function MarketingConsent({ member }: { member: MemberDetail }) {
  const { i18n } = useLingui()
  const [changed, setChanged] = useState<{ agree: boolean; on: Date } | null>(null)
  const storeDetail = useStoreMemberDetail()
  const save = useMutation({
    mutationFn: (agree: boolean) => setMarketingAgree(agree),
    onSuccess: (saved) => {
      storeDetail(saved)
      setChanged({ agree: saved.marketingAgree, on: new Date() })
    },
  })
  // While saving, the switch shows the choice being saved; on failure it falls back to what is on record.
  const checked = save.isPending && save.variables !== undefined ? save.variables : member.marketingAgree
  const failure = save.isError ? serverFailure(i18n, save.error).message : null
  const day = changed ? formatDay(changed.on, i18n.locale) : ''

  return (
    <section className="mypage-card" aria-labelledby="marketing-title">
      <h2 id="marketing-title" className="mypage-card__title">
        <Trans>Marketing information</Trans>
      </h2>
      <p className="mypage-form__note" id="marketing-note">
        <Trans>
          News of tournaments, events and partner benefits by e-mail and text message. You can change this at any time;
          see the{' '}
          <PortalLink to={paths.terms('marketing')} className="text-link">
            marketing terms
          </PortalLink>
          .
        </Trans>
      </p>
      <CheckBox
        role="switch"
        name="marketingAgree"
        checked={checked}
        disabled={save.isPending}
        describedBy="marketing-note"
        onChange={(agree) => save.mutate(agree)}
      >
        <Trans>I agree to receive marketing information</Trans>
      </CheckBox>
      {changed && !save.isPending ? (
        <p className="mypage-notice mypage-notice--success" role="status">
          {changed.agree ? (
            <Trans>You agreed to receive marketing information on {day}.</Trans>
          ) : (
            <Trans>You withdrew your consent to marketing information on {day}.</Trans>
          )}
        </p>
      ) : null}
      {failure ? (
        <p className="mypage-notice mypage-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  )
}
