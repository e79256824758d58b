import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { applyDetailQueryOptions } from '@/api/game-apply'
import { useSessionStore } from '@/stores/session'
import { useMemberGate } from '@/components/auth/use-member-gate'
import { ApplyFrame } from './apply-frame'
import { GameFacts } from './game-facts'
import { inLanguage } from './format'
import { NoGameChosen, StepAlert, StepFailed, StepLoading } from './page-states'
import { useWindowCheck } from './use-window-check'

/**
 * /communitys/gameApplyAbout: the tournament's facts for applicants (APP-7) and how applying works (APP-3, APP-8,
 * docs/decisions/0082-application-lifecycle.md), then on to the conditions once the server says the window is open.
 */
export function AboutPage({ gameId }: { gameId: number | null }) {
  const { t, i18n } = useLingui()
  const viewer = useSessionStore((state) => state.userInfo?.id ?? null)
  const detail = useQuery({ ...applyDetailQueryOptions(viewer, gameId ?? 0), enabled: gameId !== null })
  const gate = useMemberGate()
  const navigate = useNavigate()
  const windowCheck = useWindowCheck(gameId ?? 0)
  const d = detail.data
  const next = () =>
    gate(() =>
      windowCheck.proceed(() => void navigate({ to: '/communitys/gameApplyInfo', search: { gameId: gameId ?? 0 } })),
    )
  return (
    <ApplyFrame
      title={t`Tournament information`}
      game={d ? inLanguage(i18n, d.nameKo, d.nameEn) : undefined}
      step="about"
    >
      {gameId === null ? (
        <NoGameChosen />
      ) : detail.isPending ? (
        <StepLoading />
      ) : detail.isError ? (
        <StepFailed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <GameFacts game={detail.data} />
          <section className="apply-card" aria-labelledby="apply-guide">
            <h2 id="apply-guide" className="apply-card__title">
              <Trans>How applying works</Trans>
            </h2>
            <ul className="apply-guide">
              <li>
                <Trans>
                  Applications are taken from 10:00 on the first day of the period until 16:00 on its last day, Seoul
                  time.
                </Trans>
              </li>
              <li>
                <Trans>Your dues and your entrance fee must be fully paid before you apply.</Trans>
              </li>
              <li>
                <Trans>
                  Places are given in order of application. A place must be paid within 24 hours, or it goes to the next
                  on the waiting list.
                </Trans>
              </li>
              <li>
                <Trans>
                  When the field is full you join the waiting list, and you pay only when a place is given to you.
                </Trans>
              </li>
              <li>
                <Trans>You can change or cancel your application until the period closes.</Trans>
              </li>
            </ul>
          </section>
          <StepAlert text={windowCheck.refusal} />
          <div className="apply-actions">
            <button type="button" className="btn btn--primary btn--lg" disabled={windowCheck.checking} onClick={next}>
              <Trans>Next</Trans>
            </button>
          </div>
        </>
      )}
    </ApplyFrame>
  )
}
