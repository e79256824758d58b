import type { z } from 'zod'
import type {
  duesPeriodSchema,
  entranceFeeSchema,
  reinstatementSchema,
  sanctionSchema,
  standingChangeSchema,
} from '@contract/dues'
import { REINSTATEMENT_CONSENTS } from '@domain/membership'
import type {
  DuesPeriodRow,
  EntranceFeeRow,
  ReinstatementRow,
  SanctionRow,
  StandingChangeRow,
} from '../../db/schema/index'

/** Ledger rows as the contract's shapes (contract/dues.ts). */
export const duesPeriodDto = (r: DuesPeriodRow): z.infer<typeof duesPeriodSchema> => ({
  id: r.id,
  period: r.period,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  amount: r.amount,
  state: r.state,
  billedAt: r.billedAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  orderNo: r.orderNo,
  method: r.method,
})

export const entranceFeeDto = (r: EntranceFeeRow | undefined): z.infer<typeof entranceFeeSchema> =>
  r
    ? {
        id: r.id,
        amount: r.amount,
        selectedOn: r.selectedOn,
        dueOn: r.dueOn,
        state: r.state,
        paidAt: r.paidAt?.toISOString() ?? null,
        orderNo: r.orderNo,
      }
    : { id: null, amount: 0, selectedOn: null, dueOn: null, state: null, paidAt: null, orderNo: null }

export const sanctionDto = (r: SanctionRow): z.infer<typeof sanctionSchema> => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  detail: r.detail,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  restricts: r.restricts,
})

export const standingChangeDto = (r: StandingChangeRow): z.infer<typeof standingChangeSchema> => ({
  from: r.from,
  to: r.to,
  cause: r.cause as z.infer<typeof standingChangeSchema>['cause'],
  on: r.on,
  note: r.note,
})

export const reinstatementDto = (r: ReinstatementRow, consents: number): z.infer<typeof reinstatementSchema> => ({
  id: r.id,
  state: r.state,
  appliedAt: r.appliedAt.toISOString(),
  statement: r.statement,
  consents,
  consentsNeeded: REINSTATEMENT_CONSENTS,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decisionReason: r.decisionReason,
})

/** The unpaid entrance fee in won, 0 when paid or none. */
export const unpaidFee = (r: EntranceFeeRow | undefined): number =>
  r && (r.state === 'unpaid' || r.state === 'waiting_for_deposit') ? r.amount : 0
