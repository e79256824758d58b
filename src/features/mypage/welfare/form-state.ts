import type { WelfareApplicationDto } from '@contract/welfare'
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES } from '@contract/welfare'

/** The form's values as the inputs hold them (strings); the server checks them again (MY-7). */
export type WelfareDraft = Record<
  | 'type'
  | 'relationship'
  | 'subjectName'
  | 'occasion'
  | 'occasionDate'
  | 'funeralDate'
  | 'time'
  | 'inKindItem'
  | 'deliveryAddress'
  | 'bank'
  | 'accountNumber'
  | 'accountHolder',
  string
>

export function draftOf(a: WelfareApplicationDto | null): WelfareDraft {
  return {
    type: a?.type ?? 'condolence_pay',
    relationship: a?.relationship ?? 'applicant',
    subjectName: a?.subjectName ?? '',
    occasion: a?.occasion ?? 'death',
    occasionDate: a?.occasionDate ?? '',
    funeralDate: a?.funeralDate ?? '',
    time: a?.time ?? '',
    inKindItem: a?.inKindItem ?? 'none',
    deliveryAddress: a?.deliveryAddress ?? '',
    bank: a?.bank ?? '',
    accountNumber: a?.accountNumber ?? '',
    accountHolder: a?.accountHolder ?? '',
  }
}

/** The multipart body: fields that apply (no funeral date unless a death, no address without an item), then files. */
export function formDataOf(d: WelfareDraft, files: readonly File[]): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(d)) {
    if (value.trim() === '') continue
    if (key === 'funeralDate' && d.occasion !== 'death') continue
    if (key === 'deliveryAddress' && d.inKindItem === 'none') continue
    form.append(key, value.trim())
  }
  for (const f of files) form.append('files', f, f.name)
  return form
}

export type FileProblem = 'too_large' | 'too_many' | null

/** What the browser can tell before sending (the server checks the content itself). */
export function fileProblem(files: readonly File[]): FileProblem {
  if (files.length > EVIDENCE_MAX_FILES) return 'too_many'
  return files.some((f) => f.size > EVIDENCE_MAX_BYTES) ? 'too_large' : null
}

export const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,.heic,application/pdf'
