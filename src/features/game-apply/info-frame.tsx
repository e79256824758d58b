import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ApplyInfoDto } from '@contract/game-apply'
import { applyInfoQueryOptions } from '@/api/game-apply'
import { ApplyFrame, type ApplyStep } from './apply-frame'
import { inLanguage } from './format'
import { NoGameChosen, StepFailed, StepLoading } from './page-states'

interface InfoFrameProps {
  gameId: number | null
  title: string
  step: ApplyStep
  children: (info: ApplyInfoDto, gameId: number) => ReactNode
}

/** A member's step of the application: GET /game/applyInfo first, with its loading, refusal and missing game. */
export function InfoFrame({ gameId, title, step, children }: InfoFrameProps) {
  const { i18n } = useLingui()
  const info = useQuery({ ...applyInfoQueryOptions(gameId ?? 0), enabled: gameId !== null })
  const d = info.data
  return (
    <ApplyFrame title={title} game={d ? inLanguage(i18n, d.game.nameKo, d.game.nameEn) : undefined} step={step}>
      {gameId === null ? (
        <NoGameChosen />
      ) : info.isPending ? (
        <StepLoading />
      ) : info.isError ? (
        <StepFailed error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        children(info.data, gameId)
      )}
    </ApplyFrame>
  )
}
