import { Trans } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'

/** What a therapeutic use exemption is, who may apply and when: shown to everyone, visitors included. */
export function TueIntro() {
  return (
    <section className="clean-facts" aria-labelledby="tue-what">
      <article className="clean-fact">
        <h2 id="tue-what" className="clean-fact__title">
          <Icon name="info" />
          <Trans>What is a TUE?</Trans>
        </h2>
        <p>
          <Trans>
            A therapeutic use exemption lets you use a prohibited substance or method that your treatment needs. With an
            approved exemption, its use is not a doping violation.
          </Trans>
        </p>
      </article>
      <article className="clean-fact">
        <h2 className="clean-fact__title">
          <Icon name="users" />
          <Trans>Who may apply</Trans>
        </h2>
        <p>
          <Trans>
            Association members (regular and associate) who play or may play in the association's tournaments. Log in
            with your member account to apply.
          </Trans>
        </p>
      </article>
      <article className="clean-fact">
        <h2 className="clean-fact__title">
          <Icon name="calendar" />
          <Trans>When to apply</Trans>
        </h2>
        <p>
          <Trans>
            Before you use the substance, at least 30 days before your next tournament. After emergency treatment, apply
            as soon as you can.
          </Trans>
        </p>
      </article>
      <article className="clean-fact">
        <h2 className="clean-fact__title">
          <Icon name="shield" />
          <Trans>What is assessed</Trans>
        </h2>
        <ul>
          <li>
            <Trans>A diagnosed medical condition needs the treatment.</Trans>
          </li>
          <li>
            <Trans>It does no more than return you to normal health.</Trans>
          </li>
          <li>
            <Trans>No permitted alternative treatment is reasonable.</Trans>
          </li>
        </ul>
      </article>
    </section>
  )
}
