import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { GameScorers } from '@contract/scorers'
import { assignScorer, gameScorersQuery, scorerAccountsQuery, staffKeys, unassignScorer } from '@/api/staff-scoring'
import { seoulDate } from '@domain/time'
import { DeskProblemMessage } from './desk-problem-message'
import { DeskError, DeskLoading } from './desk-states'

/** Who may score the tournament: its assigned scorer accounts, and adding or removing one. */
export function ScorerAssignments({ gameId }: { gameId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const assigned = useQuery(gameScorersQuery(gameId))
  const accounts = useQuery(scorerAccountsQuery())
  const [picked, setPicked] = useState('')
  const selectId = useId()

  const settle = (answer: GameScorers) => {
    queryClient.setQueryData(staffKeys.scorers(gameId), answer)
    // The tournament list shows how many scorers each one has.
    void queryClient.invalidateQueries({ queryKey: staffKeys.allGames })
  }
  const change = useMutation({
    mutationFn: ({ id, add }: { id: string; add: boolean }) =>
      add ? assignScorer(gameId, id) : unassignScorer(gameId, id),
    onSuccess: (answer) => {
      settle(answer)
      setPicked('')
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: staffKeys.scorers(gameId) }),
  })

  if (assigned.isPending) return <DeskLoading />
  if (assigned.isError) return <DeskError error={assigned.error} retry={() => void assigned.refetch()} />

  const here = new Set(assigned.data.scorers.map((s) => s.id))
  const free = (accounts.data ?? []).filter((a) => !here.has(a.id))
  const choice = picked !== '' && free.some((a) => a.id === picked) ? picked : (free[0]?.id ?? '')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (choice !== '' && !change.isPending) change.mutate({ id: choice, add: true })
  }

  return (
    <>
      {assigned.data.scorers.length === 0 ? (
        <p className="staff-muted">
          <Trans>No scorer is assigned to this tournament yet: only feed tokens can score it.</Trans>
        </p>
      ) : (
        <ul role="list" className="staff-list" aria-label={t`Assigned scorers`}>
          {assigned.data.scorers.map((s) => {
            const day = seoulDate(new Date(s.assignedAt))
            const by = s.assignedBy
            const who = `${s.name} (${s.id})`
            return (
              <li key={s.id} className="staff-list__item">
                <span className="staff-list__main">
                  <strong>{s.name}</strong> <span className="staff-muted">{s.id}</span>
                  <span className="staff-list__meta">
                    {/* No assigner: the demo's own assignment, or the staff account is gone. */}
                    {s.assignedBy ? (
                      <Trans>
                        Assigned {day} by {by}
                      </Trans>
                    ) : (
                      <Trans>Assigned {day}</Trans>
                    )}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn--sm"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ id: s.id, add: false })}
                  aria-label={t`Remove ${who} from this tournament`}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {change.isError ? (
        <p className="staff-alert" role="alert">
          <DeskProblemMessage error={change.error} />
        </p>
      ) : null}
      <form className="staff-inline-form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            <Trans>Scorer account</Trans>
          </label>
          <select
            id={selectId}
            className="field__input"
            value={choice}
            disabled={free.length === 0}
            onChange={(event) => setPicked(event.target.value)}
          >
            {free.length === 0 ? <option value="">{t`Every scorer account is assigned`}</option> : null}
            {free.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.id})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={choice === '' || change.isPending}>
          <Trans>Assign</Trans>
        </button>
      </form>
    </>
  )
}
