import type { WelfareApplicationDto } from '@contract/welfare'
import type { WelfareFileRow } from '../../db/schema/index'
import type { EvidenceType } from './evidence-store'
import type { ApplicationWithFiles } from './repository'

const fileDto = (f: WelfareFileRow) => ({
  id: f.id,
  name: f.name,
  contentType: f.contentType as EvidenceType,
  size: f.size,
})

/**
 * An application as the member and the staff see it. Before the review the offset is the one the proposed amount
 * would have today (`previewOffset`), so the member sees what would reach the account; after approval, the one made.
 */
export function applicationDto(
  { row, files }: ApplicationWithFiles,
  today: string,
  previewOffset: (amount: number) => number,
): WelfareApplicationDto {
  const approved = row.state === 'approved'
  const preview = row.state === 'submitted' && row.proposedAmount !== null ? previewOffset(row.proposedAmount) : null
  const offset = approved ? (row.offset ?? 0) : preview
  const base = approved ? row.amount : row.state === 'submitted' ? row.proposedAmount : null
  return {
    id: row.id,
    type: row.type,
    relationship: row.relationship,
    subjectName: row.subjectName,
    occasion: row.occasion,
    occasionDate: row.occasionDate,
    funeralDate: row.funeralDate,
    time: row.time,
    inKindItem: row.inKindItem,
    deliveryAddress: row.deliveryAddress,
    bank: row.bank,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    state: row.state,
    appliedOn: row.appliedOn,
    editableUntil: row.editableUntil,
    editable: row.state === 'submitted' && today <= row.editableUntil,
    proposedAmount: row.proposedAmount,
    amount: approved ? row.amount : null,
    offset,
    netAmount: base !== null && offset !== null ? base - offset : null,
    paidOn: row.paidOn,
    rejectReason: row.rejectReason,
    files: files.map(fileDto),
  }
}
