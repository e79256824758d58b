import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { educationProgrammesQueryOptions } from '@/api/education'
import { Icon } from '@/components/ui/icons'
import type { EducationProgrammeDto } from '@contract/education'
import { TypeBadge } from './badges'
import { BlocksSkeleton, LoadError } from './query-states'

function ProgrammeCard({ programme: p }: { programme: EducationProgrammeDto }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const id = `edu-programme-${p.slug}`
  const topics = en ? p.topicsEn : p.topicsKo
  return (
    <article className="card edu-programme" aria-labelledby={id} data-type={p.typeCodes[0]}>
      <header className="edu-programme__head">
        <h2 id={id} className="edu-programme__title">
          {en ? p.titleEn : p.titleKo}
        </h2>
        <div className="edu-programme__types">
          {p.typeCodes.map((code) => (
            <TypeBadge key={code} code={code} />
          ))}
        </div>
      </header>
      <p className="edu-programme__audience">
        <Icon name="users" />
        <span>
          <strong>
            <Trans>Who it is for</Trans>
          </strong>{' '}
          {en ? p.audienceEn : p.audienceKo}
        </span>
      </p>
      <p className="edu-programme__summary">{en ? p.summaryEn : p.summaryKo}</p>
      {topics.length > 0 ? (
        <>
          <h3 className="edu-programme__h3">
            <Trans>What it covers</Trans>
          </h3>
          <ul className="edu-programme__topics">
            {topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Link
        to="/educations/education/"
        search={{ type: p.typeCodes.join(',') }}
        className="btn btn--sm edu-programme__cta"
      >
        <Trans>See its sessions</Trans>
        <Icon name="arrowRight" />
      </Link>
    </article>
  )
}

/** The programmes tab: introductory, career development, seminars, forums, as staff wrote them. */
export function ProgrammesPanel() {
  const query = useQuery(educationProgrammesQueryOptions())
  if (query.isPending) return <BlocksSkeleton count={4} height="18rem" />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  return (
    <div className="edu-programmes">
      {query.data.programmes.map((p) => (
        <ProgrammeCard key={p.slug} programme={p} />
      ))}
    </div>
  )
}
