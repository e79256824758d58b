import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { educationProgrammesQueryOptions } from '@/api/education'
import type { EducationRuleDto } from '@contract/education'
import { ATTENDANCE_STATES, TRAINING_STATES } from '@domain/education/training-record'
import { paragraphs } from '../format'
import { ATTENDANCE_LABELS, ATTENDANCE_NOTES, TRAINING_STATE_LABELS, TRAINING_STATE_NOTES } from '../labels'
import { BlocksSkeleton, LoadError } from './query-states'

function Body({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((lines, i) => (
        <p key={i}>{lines.join(' ')}</p>
      ))}
    </>
  )
}

/** A rule with a figure ("1 day · 3 times a year") as a card with the figure up front. */
function FigureRule({ rule }: { rule: EducationRuleDto }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  return (
    <article className="card edu-rule edu-rule--figure" aria-labelledby={`edu-rule-${rule.slug}`}>
      <p className="edu-rule__figure">{en ? rule.highlightEn : rule.highlightKo}</p>
      <h3 id={`edu-rule-${rule.slug}`} className="edu-rule__title">
        {en ? rule.titleEn : rule.titleKo}
      </h3>
      <Body text={en ? rule.bodyEn : rule.bodyKo} />
    </article>
  )
}

/**
 * What the member's training record shows (docs/requirements/content.md#con-18), so the states mean something before
 * the member area shows them.
 */
function RecordStates() {
  const { i18n } = useLingui()
  return (
    <section className="card edu-record" aria-labelledby="edu-record-title">
      <h2 id="edu-record-title" className="edu-rules__h2">
        <Trans>Your training record</Trans>
      </h2>
      <div className="edu-record__cols">
        <div className="edu-record__group">
          <h3 className="edu-record__caption">
            <Trans>Training</Trans>
          </h3>
          <dl className="edu-record__list">
            {TRAINING_STATES.map((state) => (
              <div key={state}>
                <dt>
                  <span className="edu-record__state" data-state={state}>
                    {i18n._(TRAINING_STATE_LABELS[state])}
                  </span>
                </dt>
                <dd>{i18n._(TRAINING_STATE_NOTES[state])}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="edu-record__group">
          <h3 className="edu-record__caption">
            <Trans>Attendance</Trans>
          </h3>
          <dl className="edu-record__list">
            {ATTENDANCE_STATES.map((state) => (
              <div key={state}>
                <dt>
                  <span className="edu-record__state" data-state={state}>
                    {i18n._(ATTENDANCE_LABELS[state])}
                  </span>
                </dt>
                <dd>{i18n._(ATTENDANCE_NOTES[state])}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  )
}

/** The rules tab: the introductory-training rules as figures, the conditions of applying, what the record shows. */
export function RulesPanel() {
  const { i18n } = useLingui()
  const query = useQuery(educationProgrammesQueryOptions())
  if (query.isPending) return <BlocksSkeleton count={3} height="10rem" />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const en = i18n.locale === 'en'
  const figures = query.data.rules.filter((r) => (en ? r.highlightEn : r.highlightKo))
  const others = query.data.rules.filter((r) => !(en ? r.highlightEn : r.highlightKo))
  return (
    <div className="edu-rules">
      <section aria-labelledby="edu-intro-title">
        <h2 id="edu-intro-title" className="edu-rules__h2">
          <Trans>Introductory training</Trans>
        </h2>
        <div className="edu-rules__figures">
          {figures.map((rule) => (
            <FigureRule key={rule.slug} rule={rule} />
          ))}
        </div>
      </section>
      <section className="card edu-rules__text" aria-labelledby="edu-apply-title">
        <h2 id="edu-apply-title" className="edu-rules__h2">
          <Trans>Applying for education</Trans>
        </h2>
        {others.map((rule) => (
          <div key={rule.slug} className="edu-rules__item">
            <h3 className="edu-rule__title">{en ? rule.titleEn : rule.titleKo}</h3>
            <Body text={en ? rule.bodyEn : rule.bodyKo} />
          </div>
        ))}
      </section>
      <RecordStates />
    </div>
  )
}
