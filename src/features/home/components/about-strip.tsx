import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Icon, type IconName } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'

const PILLARS = [
  {
    icon: 'trophy',
    title: msg`Tours and tournaments`,
    text: msg`We organise and run the association's tours, from the main tour to the juniors.`,
    link: msg`Season schedule`,
    to: paths.schedule(11),
  },
  {
    icon: 'users',
    title: msg`For our members`,
    text: msg`Training, certification, welfare and career support for professional members.`,
    link: msg`Member services`,
    to: paths.myPage,
  },
  {
    icon: 'shield',
    title: msg`Clean tour`,
    text: msg`Fair play and anti-doping: the clean tour centre protects the integrity of the game.`,
    link: msg`Clean tour centre`,
    to: paths.terms('clean'),
  },
] as const satisfies readonly { icon: IconName; title: unknown; text: unknown; link: unknown; to: string }[]

const ABOUT_LINKS = [
  { label: msg`About us`, to: paths.about('about') },
  { label: msg`Greetings`, to: paths.about('greetings') },
  { label: msg`History`, to: paths.about('history') },
  { label: msg`Organisation`, to: paths.about('organization') },
]

export function AboutStrip() {
  const { i18n } = useLingui()
  return (
    <section className="about-strip" aria-labelledby="about-title">
      <div className="container about-strip__inner">
        <div className="about-strip__intro">
          <p className="eyebrow">
            <Trans>About the association</Trans>
          </p>
          <h2 id="about-title" className="section__title">
            <Trans>A home for professional golf</Trans>
          </h2>
          <p className="about-strip__text">
            <Trans>
              The association brings together tour professionals, playing professionals and teaching professionals. We
              run the tours, certify professionals and look after our members' careers and welfare.
            </Trans>
          </p>
          <ul role="list" className="chip-list">
            {ABOUT_LINKS.map((link) => (
              <li key={link.to}>
                <PortalLink to={link.to} className="chip">
                  {i18n._(link.label)}
                </PortalLink>
              </li>
            ))}
          </ul>
        </div>
        <ul role="list" className="about-strip__pillars">
          {PILLARS.map((pillar) => (
            <li key={pillar.to} className="pillar">
              <span className="pillar__icon">
                <Icon name={pillar.icon} />
              </span>
              <div>
                <h3 className="pillar__title">{i18n._(pillar.title)}</h3>
                <p className="pillar__text">{i18n._(pillar.text)}</p>
                <PortalLink to={pillar.to} className="text-link">
                  {i18n._(pillar.link)}
                  <Icon name="chevronRight" />
                </PortalLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
