import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { applyInfoQueryOptions } from '@/api/game-apply'
import { errorText } from '@/lib/error-texts'
import { ERROR_CODES } from '@contract/error-codes'
import { ApplyFrame } from './apply-frame'
import { ApplyStep } from './apply-step'
import { inLanguage } from './format'
import { NoGameChosen, StepFailed, StepLoading } from './page-states'

/**
 * /communitys/gameApplySelect: the choices and the entry fee, then the application itself (APP-8, APP-10). The
 * consents must have been given on the previous step; the server says so with `agreedAt`.
 */
export function SelectPage({ gameId }: { gameId: number | null }) {
  const { t, i18n } = useLingui()
  const info = useQuery({ ...applyInfoQueryOptions(gameId ?? 0), enabled: gameId !== null })
  const d = info.data
  return (
    <ApplyFrame
      title={t`Choices and payment`}
      game={d ? inLanguage(i18n, d.game.nameKo, d.game.nameEn) : undefined}
      step="select"
    >
      {gameId === null ? (
        <NoGameChosen />
      ) : info.isPending ? (
        <StepLoading />
      ) : info.isError ? (
        <StepFailed error={info.error} onRetry={() => void info.refetch()} />
      ) : info.data.agreedAt === null ? (
        <NotAgreed gameId={gameId} />
      ) : (
        <ApplyStep gameId={gameId} info={info.data} />
      )}
    </ApplyFrame>
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
