import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TicketConsent } from '@contract/tickets'

/** The four terms of a ticket purchase (docs/requirements/ticketing.md#tkt-3), each with its title and short text. */
export const CONSENT_TEXTS: ReadonlyArray<{ key: TicketConsent; title: MessageDescriptor; body: MessageDescriptor }> = [
  {
    key: 'personalData',
    title: msg`Collection and use of personal data (required)`,
    body: msg`We collect your name, mobile number, e-mail, and where needed your address and date of birth, to sell \
and deliver your tickets, admit you at the gate and handle refunds. They are kept for five years after the purchase as \
the law on electronic commerce requires, then destroyed.`,
  },
  {
    key: 'thirdParty',
    title: msg`Provision of personal data to third parties (required)`,
    body: msg`Your name and mobile number are given to the tournament's organiser and the venue, only to admit you and \
to reach you about the event (for example a change of schedule), and are destroyed when the tournament ends.`,
  },
  {
    key: 'covidPledge',
    title: msg`COVID-19 spectator pledge (required)`,
    body: msg`I will follow the venue's health rules: I will not attend with fever or respiratory symptoms, will wear \
a mask where asked, and will follow the staff's directions. Entry may be refused to anyone who does not.`,
  },
  {
    key: 'resaleSanctions',
    title: msg`Sanctions for illegal ticket resale (required)`,
    body: msg`Tickets may not be resold for profit. A ticket found resold is cancelled without refund, it does not \
admit at the gate, and the buyer's account may be restricted from future purchases.`,
  },
]
