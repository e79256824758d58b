import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { errorText } from '@/lib/error-texts'
import { ERROR_CODES } from '@contract/error-codes'
import { ApplyStep } from './apply-step'
import { InfoFrame } from './info-frame'

/**
 * /communitys/gameApplySelect: the choices and the entry fee, then the application itself (APP-8, APP-10). The
 * consents must have been given on the previous step; the server says so with `agreedAt`.
 */
export function SelectPage({ gameId }: { gameId: number | null }) {
  const { t } = useLingui()
  return (
    <InfoFrame gameId={gameId} title={t`Choices and payment`} step="select">
      {(info, id) => (info.agreedAt === null ? <NotAgreed gameId={id} /> : <ApplyStep gameId={id} info={info} />)}
    </InfoFrame>
  )
}

function NotAgreed({ gameId }: { gameId: number }) {
  const { i18n } = useLingui()
  return (
    <div className="apply-alert" role="alert">
      <p>{errorText(i18n, ERROR_CODES.APPLICATION_CONSENT_REQUIRED)}</p>
      <Link to="/communitys/gameApplyInfo" search={{ gameId }} className="btn btn--primary">
        <Trans>Back to the terms</Trans>
      </Link>
    </div>
  )
}
