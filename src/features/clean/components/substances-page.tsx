import { Trans, useLingui } from '@lingui/react/macro'
import { PortalLink } from '@/components/ui/portal-link'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { Link } from '@tanstack/react-router'
import { paths } from '@/lib/portal-paths'
import type { SubstanceSearch } from '../search'
import { ClassLegend } from './class-legend'
import { CleanBand } from './clean-band'
import { SubstanceResults } from './substance-results'
import '../clean.css'

/** /cleans/substances/: search the prohibited-substance list by name, brand or class (docs/decisions/0039). */
export function SubstancesPage({ search }: { search: SubstanceSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Prohibited substances · Clean centre`)
  return (
    <>
      <CleanBand title={<Trans>Prohibited substances</Trans>} current="/cleans/substances/" />
      <div className="container clean-body">
        <section className="clean-intro" aria-labelledby="substances-intro">
          <h2 id="substances-intro" className="visually-hidden">
            <Trans>About this list</Trans>
          </h2>
          <p>
            <Trans>
              The association applies the World Anti-Doping Code's Prohibited List. <strong>At all times</strong> means
              in and out of competition; <strong>in competition</strong> means from 11:59 p.m. the day before a
              tournament you play until the tournament and its sample collection end.
            </Trans>
          </p>
          <p className="clean-intro__ask">
            <Trans>
              This page lists common substances and products, not every one. A medicine that is not here may still be
              prohibited: when unsure, ask the association before you take it, and apply for a{' '}
              <Link to="/cleans/tue/">therapeutic use exemption</Link> when your treatment needs a prohibited substance.
            </Trans>{' '}
            <PortalLink to={paths.about('contactUs')}>
              <Trans>Ask the association</Trans>
            </PortalLink>
          </p>
        </section>
        <SubstanceResults search={search} />
        <ClassLegend />
      </div>
    </>
  )
}
