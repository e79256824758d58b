import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TeeGroupDto } from '@contract/game-course'
import { holeAfter, nextUnscoredHole } from '../hole-order'
import { groupHolesQuery, scorerKeys } from '../hooks/scorer-queries'
import type { ScorerCredential } from '../credential'
import type { SentScore } from '../sent-scores'
import { wasSent } from '../sent-scores'
import { HolePicker } from './hole-picker'
import { ScoreForm } from './score-form'

interface GroupPanelProps {
  gameId: number
  round: number
  group: TeeGroupDto
  hole: number | undefined
  onHole: (hole: number, options?: { replace?: boolean }) => void
  credential: ScorerCredential | null
  sent: readonly SentScore[]
  onSent: (entry: SentScore) => void
  onTokenRefused: () => void
}

/** The chosen group: its holes, and the form of the hole being scored. */
export function GroupPanel({
  gameId,
  round,
  group,
  hole,
  onHole,
  credential,
  sent,
  onSent,
  onTokenRefused,
}: GroupPanelProps) {
  const queryClient = useQueryClient()
  const record = useQuery(groupHolesQuery(gameId, round, group.groupNo))
  // Bumped after each completed send, so sending the last hole again starts a fresh form.
  const [sends, setSends] = useState(0)

  if (record.isPending)
    return (
      <p className="scorer-note">
        <Trans>Loading the group's scorecard…</Trans>
      </p>
    )
  if (record.isError)
    return (
      <p className="scorer-alert" role="alert">
        <Trans>The group's scorecard could not be loaded.</Trans>
      </p>
    )

  const { cards, pars, yards } = record.data
  const scores = cards.map((c) => c.scores)
  const current = hole ?? nextUnscoredHole(group.startHole, scores)
  const scored = new Set(
    Array.from({ length: 18 }, (_, i) => i + 1).filter(
      (n) => scores.length > 0 && scores.every((s) => s[n - 1] != null),
    ),
  )

  const holeDone = () => {
    void queryClient.invalidateQueries({ queryKey: scorerKeys.holes(gameId, round, group.groupNo) })
    // The refetch is still on its way: count the hole just sent as scored for the next pick.
    const withThisHole = scores.map((s) => s.map((v, i) => (i === current - 1 ? (v ?? 0) : v)))
    setSends((n) => n + 1)
    onHole(holeAfter(group.startHole, current, withThisHole), { replace: true })
  }

  // The newest score of this group, at the top where a thumb-held phone shows it without scrolling.
  const last =
    sent[0]?.gameId === gameId && sent[0].round === round && sent[0].groupNo === group.groupNo ? sent[0] : null
  const lastHole = last?.hole
  const lastVersion = last?.version

  return (
    <>
      {last ? (
        <p className="scorer-confirm" role="status">
          <Trans>
            Hole {lastHole} sent · v{lastVersion}
          </Trans>
        </p>
      ) : null}
      <HolePicker
        startHole={group.startHole}
        hole={current}
        scored={scored}
        onPick={(n) => onHole(n, { replace: true })}
      />
      <ScoreForm
        key={`${current}-${sends}`}
        gameId={gameId}
        round={round}
        groupNo={group.groupNo}
        hole={current}
        par={pars[current - 1]!}
        yards={yards[current - 1]!}
        cards={cards}
        credential={credential}
        sentBefore={(playerId) => wasSent(sent, { gameId, round, hole: current, playerId })}
        onSent={onSent}
        onTokenRefused={onTokenRefused}
        onHoleDone={holeDone}
      />
    </>
  )
}
