import { Trans, useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import type { LeaderboardDto } from '@contract/leaderboard'
import { formatToPar } from '@/lib/board-format'
import type { PageWindow } from '../paging'
import '../broadcast-footer.css'

/** Under the board: the cut line when the board has one, and which rows of the field are on screen. */
export function PageFooter({
  board,
  paging,
  intervalS,
}: {
  board: LeaderboardDto
  paging: PageWindow
  intervalS: number
}) {
  const { t } = useLingui()
  const { first, last, total, page, pages } = paging
  const cut = board.cut
  const line = cut && cut.line !== null ? formatToPar(cut.line) : null
  const top = cut?.top ?? 0
  return (
    <div className="bc-foot">
      <p className="bc-foot__cut">
        {cut && line !== null ? (
          cut.projected ? (
            <Trans>
              Projected cut <strong>{line}</strong> · top {top} and ties
            </Trans>
          ) : (
            <Trans>
              Cut <strong>{line}</strong> · top {top} and ties
            </Trans>
          )
        ) : null}
      </p>
      <div className="bc-foot__pages">
        {pages > 1 ? (
          <span className="bc-dots" aria-hidden="true">
            {Array.from({ length: pages }, (_, i) => (
              <span key={i} className={i === page ? 'bc-dot bc-dot--on' : 'bc-dot'} />
            ))}
          </span>
        ) : null}
        <p
          className="bc-foot__range"
          data-range={`${first}-${last}/${total}`}
          aria-label={t`Players ${first} to ${last} of ${total}`}
        >
          <Trans>
            {first}–{last} <span className="bc-foot__of">of {total}</span>
          </Trans>
        </p>
      </div>
      {pages > 1 ? (
        // Restarts with each page (keyed): a thin bar that fills until the next page.
        <span
          key={page}
          className="bc-progress"
          style={{ '--bc-interval': `${intervalS}s` } as CSSProperties}
          aria-hidden="true"
        />
      ) : null}
    </div>
  )
}
