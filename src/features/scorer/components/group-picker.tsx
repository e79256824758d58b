import { Trans, useLingui } from '@lingui/react/macro'
import type { TeeGroupDto } from '@contract/game-course'
import { localName } from '../names'
import './scorer-choices.css'

/** The round's tee groups by tee time; a scorer follows one group around the course. */
export function GroupPicker({ groups, onPick }: { groups: readonly TeeGroupDto[]; onPick: (groupNo: number) => void }) {
  const { t, i18n } = useLingui()
  if (groups.length === 0) {
    return (
      <p className="scorer-note">
        <Trans>This round has no tee times yet.</Trans>
      </p>
    )
  }
  return (
    <ul role="list" className="scorer-groups" aria-label={t`Tee groups`}>
      {groups.map((group) => {
        const { groupNo, teeTime, startHole } = group
        return (
          <li key={groupNo}>
            <button type="button" className="scorer-choice scorer-choice--group" onClick={() => onPick(groupNo)}>
              <span className="scorer-choice__eyebrow">
                <Trans>
                  Group {groupNo} · {teeTime} · tee {startHole}
                </Trans>
              </span>
              <span className="scorer-choice__title">
                {group.players.map((p) => localName(p, i18n.locale)).join(', ')}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
