import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ScoreAuditRow } from '@contract/scorers'
import { scoreAuditQuery } from '@/api/staff-scoring'
import { seoulTime } from '@/lib/board-format'
import { seoulDate } from '@domain/time'
import { AUTHOR_KIND_LABELS } from '../labels'
import { DeskError, DeskLoading } from './desk-states'

/** When, in Seoul time to the second: the order of two scores for one hole can matter. */
const stamp = (iso: string) => `${seoulDate(new Date(iso))} ${seoulTime(new Date(iso))}`

/** The tournament's live scores, newest first, each with its author and the address it came from. */
export function ScoreAudit({ gameId }: { gameId: number }) {
  const { t, i18n } = useLingui()
  const audit = useInfiniteQuery(scoreAuditQuery(gameId, i18n.locale))

  if (audit.isPending) return <DeskLoading />
  if (audit.isError) return <DeskError error={audit.error} retry={() => void audit.refetch()} />
  const rows = audit.data.pages.flatMap((page) => page.rows)

  return (
    <>
      <div className="staff-audit__bar">
        <button type="button" className="btn btn--sm" disabled={audit.isFetching} onClick={() => void audit.refetch()}>
          <Trans>Show the latest</Trans>
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="staff-muted">
          <Trans>No live scores for this tournament yet.</Trans>
        </p>
      ) : (
        <table className="staff-audit">
          <caption className="visually-hidden">{t`Live scores, newest first`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Round · hole`}</th>
              <th scope="col">{t`Strokes`}</th>
              <th scope="col">{t`Sent by`}</th>
              <th scope="col">{t`IP address`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <AuditRow key={row.auditId} row={row} />
            ))}
          </tbody>
        </table>
      )}
      {audit.hasNextPage ? (
        <button
          type="button"
          className="btn btn--block"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          <Trans>Show older scores</Trans>
        </button>
      ) : null}
    </>
  )
}

function AuditRow({ row }: { row: ScoreAuditRow }) {
  const { t, i18n } = useLingui()
  const { round, hole, oldStrokes } = row
  return (
    <tr>
      <td data-label={t`Time`} className="staff-audit__time">
        {stamp(row.at)}
      </td>
      <td data-label={t`Player`}>{row.playerName}</td>
      <td data-label={t`Round · hole`}>
        <Trans>
          R{round} · hole {hole}
        </Trans>
      </td>
      <td data-label={t`Strokes`}>
        <strong>{row.newStrokes}</strong>
        {oldStrokes === null ? null : (
          <span className="staff-muted">
            {' '}
            <Trans>(corrected from {oldStrokes})</Trans>
          </span>
        )}
      </td>
      <td data-label={t`Sent by`}>
        <span className="badge" data-kind={row.author.kind}>
          {i18n._(AUTHOR_KIND_LABELS[row.author.kind])}
        </span>{' '}
        {row.author.name}
      </td>
      <td data-label={t`IP address`} className="staff-audit__ip">
        {row.ip ?? '—'}
      </td>
    </tr>
  )
}
