import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { ApplyInfoDto } from '@contract/game-apply'
import { agreeToApply, gameApplyKeys } from '@/api/game-apply'
import { applyErrorText } from './apply-errors'
import { Applicant } from './applicant'
import { Conditions } from './conditions'
import { allAgreed, type Consents, ConsentsBox, consentsOf } from './consents-box'
import { InfoFrame } from './info-frame'
import { useWindowCheck } from './use-window-check'
import { StepAlert } from './page-states'

/**
 * /communitys/gameApplyInfo: the applicant, the conditions (APP-6) and the three consents, recorded with
 * POST /game/player/agree before the choices; the window is asked of the server first (APP-3).
 */
export function InfoPage({ gameId }: { gameId: number | null }) {
  const { t } = useLingui()
  return (
    <InfoFrame gameId={gameId} title={t`Conditions and terms`} step="info">
      {(info, id) => <InfoSteps key={info.agreedAt ?? 'new'} gameId={id} info={info} />}
    </InfoFrame>
  )
}

function InfoSteps({ gameId, info }: { gameId: number; info: ApplyInfoDto }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const reasonId = useId()
  const [consents, setConsents] = useState<Consents>(() => consentsOf(info.agreedAt !== null))
  const windowCheck = useWindowCheck(gameId)
  const agree = useMutation({
    mutationFn: () => agreeToApply(gameId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gameApplyKeys.info(gameId) })
      void navigate({ to: '/communitys/gameApplySelect', search: { gameId } })
    },
  })
  const refused = info.conditions.refusal !== null
  const reason = refused
    ? t`You cannot apply until the condition above is met.`
    : allAgreed(consents)
      ? null
      : t`Agree to all three terms to continue.`
  const failure = windowCheck.refusal ?? (agree.isError ? applyErrorText(i18n, agree.error) : null)
  return (
    <>
      <Applicant applicant={info.applicant} />
      <Conditions info={info} />
      <ConsentsBox consents={consents} onChange={setConsents} />
      <StepAlert text={failure} />
      <div className="apply-actions">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          disabled={reason !== null || windowCheck.checking || agree.isPending}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => windowCheck.proceed(() => agree.mutate())}
        >
          <Trans>Next</Trans>
        </button>
      </div>
      {reason ? (
        <p id={reasonId} className="apply-reason">
          {reason}
        </p>
      ) : null}
    </>
  )
}
