import { Trans } from '@lingui/react/macro'
import { openPopup } from '@/components/ui/popup-store'

/**
 * Footer link (docs/requirements/content.md#con-3): a notice popup refusing e-mail harvesting, with the legal warning.
 */
export function EmailRefusalButton({ className }: { className?: string }) {
  const open = () =>
    void openPopup({
      title: <Trans>Refusal of unauthorised e-mail collection</Trans>,
      message: (
        <>
          <p>
            <Trans>
              We refuse the unauthorised collection of the e-mail addresses published on this website by e-mail
              harvesting programs or any other technical means.
            </Trans>
          </p>
          <p>
            <Trans>
              Please note that anyone who violates this may be punished under the Act on Promotion of Information and
              Communications Network Utilization and Information Protection.
            </Trans>
          </p>
        </>
      ),
    })
  return (
    <button type="button" className={className} onClick={open}>
      <Trans>Refusal of unauthorised e-mail collection</Trans>
    </button>
  )
}
