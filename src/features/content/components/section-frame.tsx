import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ContentSection } from '@contract/content'
import { PageBand } from '@/components/ui/page-band'
import { SECTIONS } from '../sections'
import { SectionNav } from './section-nav'
import '../content.css'

interface SectionFrameProps {
  section: ContentSection
  /** The slug of the page shown, marked in the sub-navigation. */
  current: string
  title: ReactNode
  /** False when the h1 is further down (one notice names itself). */
  heading?: boolean
  children: ReactNode
}

/** The frame of every page of a section: its title band, the sub-navigation across its pages, the page. */
export function SectionFrame({ section, current, title, heading = true, children }: SectionFrameProps) {
  const { i18n } = useLingui()
  return (
    <>
      <PageBand eyebrow={i18n._(SECTIONS[section].label)} title={title} heading={heading} />
      <div className="container section-layout">
        <SectionNav section={section} current={current} />
        <div className="section-layout__page">{children}</div>
      </div>
    </>
  )
}
