import { Trans } from '@lingui/react/macro'
import type { CardCheckDto } from '@contract/member-card'
import { CardHolder } from '@/components/member-card/card-holder'
import { Icon } from '@/components/ui/icons'

/** The answer, big: authenticated with the member, or the specification's "invalid" / "not a member". */
export function CheckResult({ result }: { result: CardCheckDto }) {
  return (
    <section
      className={`card-check__result card-check__result--${result.result}`}
      role="status"
      aria-live="assertive"
      data-result={result.result}
    >
      <p className="card-check__verdict">
        <Icon name={result.result === 'authenticated' ? 'shield' : 'alert'} />
        {result.result === 'authenticated' ? (
          <Trans>Authenticated</Trans>
        ) : result.result === 'not_member' ? (
          <Trans>Not a member</Trans>
        ) : (
          <Trans>Invalid code</Trans>
        )}
      </p>
      {result.holder ? <CardHolder holder={result.holder} size="lg" /> : null}
      {result.result === 'invalid' ? (
        <p>
          <Trans>The code is wrong or older than a minute. Ask the member to show the card again.</Trans>
        </p>
      ) : result.result === 'not_member' ? (
        <p>
          <Trans>The card is genuine, but its holder is not an association member in good standing.</Trans>
        </p>
      ) : null}
    </section>
  )
}
