import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { FEED_TOKEN_NAME_MAX, type IssuedFeedToken } from '@contract/scorers'
import { feedTokensQuery, issueFeedToken, revokeFeedToken, staffKeys } from '@/api/staff-scoring'
import { seoulDate } from '@domain/time'
import { DeskProblemMessage } from './desk-problem-message'
import { DeskError, DeskLoading } from './desk-states'
import { IssuedToken } from './issued-token'

/** Named feed tokens of the tournament (docs/decisions/0044): issue one (shown once), see them, revoke one. */
export function FeedTokens({ gameId }: { gameId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const tokens = useQuery(feedTokensQuery(gameId))
  const [name, setName] = useState('')
  const [issued, setIssued] = useState<IssuedFeedToken | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const inputId = useId()
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staffKeys.feedTokens(gameId) })
    void queryClient.invalidateQueries({ queryKey: staffKeys.allGames })
  }

  const issue = useMutation({
    mutationFn: (tokenName: string) => issueFeedToken(gameId, tokenName),
    onSuccess: (token) => {
      setIssued(token)
      setName('')
      refresh()
    },
  })
  const revoke = useMutation({
    mutationFn: (tokenId: number) => revokeFeedToken(gameId, tokenId),
    onSuccess: (list) => queryClient.setQueryData(staffKeys.feedTokens(gameId), list),
    onSettled: () => {
      setConfirming(null)
      refresh()
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (name.trim() !== '' && !issue.isPending) issue.mutate(name.trim())
  }

  return (
    <>
      <p className="staff-muted">
        <Trans>For a scoring system or a device without a scorer login. A token scores only this tournament.</Trans>
      </p>
      {issued ? <IssuedToken issued={issued} onDone={() => setIssued(null)} /> : null}
      <form className="staff-inline-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            <Trans>Token name</Trans>
          </label>
          <input
            id={inputId}
            className="field__input"
            value={name}
            maxLength={FEED_TOKEN_NAME_MAX}
            placeholder={t`e.g. Hole 7 tablet`}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={name.trim() === '' || issue.isPending}>
          <Trans>Issue token</Trans>
        </button>
      </form>
      {issue.isError || revoke.isError ? (
        <p className="staff-alert" role="alert">
          <DeskProblemMessage error={issue.error ?? revoke.error} />
        </p>
      ) : null}
      {tokens.isPending ? <DeskLoading /> : null}
      {tokens.isError ? <DeskError error={tokens.error} retry={() => void tokens.refetch()} /> : null}
      {tokens.data && tokens.data.length > 0 ? (
        <ul role="list" className="staff-list" aria-label={t`Feed tokens`}>
          {tokens.data.map((token) => {
            const day = seoulDate(new Date(token.createdAt))
            const by = token.createdBy ?? '—'
            const revokedDay = token.revokedAt ? seoulDate(new Date(token.revokedAt)) : ''
            const tokenName = token.name
            return (
              <li key={token.tokenId} className="staff-list__item" data-revoked={token.revokedAt !== null}>
                <span className="staff-list__main">
                  <strong>{token.name}</strong>
                  <span className="staff-list__meta">
                    <Trans>
                      Issued {day} by {by}
                    </Trans>
                    {token.revokedAt ? (
                      <>
                        {' · '}
                        <Trans>Revoked {revokedDay}</Trans>
                      </>
                    ) : null}
                  </span>
                </span>
                {token.revokedAt ? (
                  <span className="badge badge--danger">
                    <Trans>Revoked</Trans>
                  </span>
                ) : confirming === token.tokenId ? (
                  <span className="staff-list__actions">
                    <button
                      type="button"
                      className="btn btn--sm staff-danger"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(token.tokenId)}
                    >
                      <Trans>Revoke now</Trans>
                    </button>
                    <button type="button" className="btn btn--sm btn--quiet" onClick={() => setConfirming(null)}>
                      <Trans>Cancel</Trans>
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--sm"
                    onClick={() => setConfirming(token.tokenId)}
                    aria-label={t`Revoke ${tokenName}`}
                  >
                    <Trans>Revoke</Trans>
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </>
  )
}
