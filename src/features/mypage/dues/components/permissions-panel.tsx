import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { MEMBER_ACTIONS } from '@contract/membership'
import { permissionsQueryOptions } from '@/api/dues'
import { Skeleton } from '@/components/ui/skeleton'
import { badgeClass } from './row'
import { ACTION_LABELS, REFUSAL_MESSAGES, REFUSAL_WHY, STANDING_LABELS } from '@/lib/standing-labels'

/**
 * "What you may do": the server's one answer (docs/requirements/standing-and-dues.md#sd-9) for each action, with
 * the catalogue message and the reason when it is closed. Shown on the overview and the dues tab.
 */
export function PermissionsPanel() {
  const { i18n } = useLingui()
  const permissions = useQuery(permissionsQueryOptions())
  if (permissions.isError) return null
  const data = permissions.data
  const closed = data ? MEMBER_ACTIONS.filter((a) => !data.actions[a]?.allowed).length : 0
  return (
    <section className="mypage-card dues-permissions" aria-labelledby="permissions-title" aria-busy={!data}>
      <div className="dues-card-head">
        <h2 id="permissions-title" className="mypage-card__title">
          <Trans>What you may do</Trans>
        </h2>
        {data?.standing ? (
          <span className={badgeClass(data.standing === 'active' || data.standing === 'reinstated')}>
            {i18n._(STANDING_LABELS[data.standing])}
          </span>
        ) : null}
      </div>
      {!data ? (
        <Skeleton height="6rem" />
      ) : (
        <>
          {closed === 0 ? (
            <p className="mypage-muted">
              <Trans>Everything open to members is open to you.</Trans>
            </p>
          ) : null}
          <ul role="list" className="dues-permissions__list">
            {MEMBER_ACTIONS.map((action) => {
              const p = data.actions[action]
              if (!p) return null
              return (
                <li key={action} className={`dues-permission ${p.allowed ? 'is-open' : 'is-closed'}`}>
                  <span className="dues-permission__name">{i18n._(ACTION_LABELS[action])}</span>
                  {p.allowed ? (
                    <span className="dues-permission__state">
                      <Trans>Open to you</Trans>
                    </span>
                  ) : (
                    <span className="dues-permission__why">
                      <strong>{i18n._(REFUSAL_MESSAGES[p.reason])}</strong> <span>{i18n._(REFUSAL_WHY[p.reason])}</span>
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
