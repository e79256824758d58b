import { describe, expect, it } from 'vitest'
import { draftOf, fileProblem, formDataOf } from './form-state'

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name)

describe('the welfare form before sending (MY-7, MY-8)', () => {
  it('sends the funeral date only for a death and the address only with an in-kind item', () => {
    const draft = {
      ...draftOf(null),
      occasion: 'marriage',
      funeralDate: '2026-06-03',
      inKindItem: 'none',
      deliveryAddress: 'Seoul',
      subjectName: ' Kim ',
    }
    const form = formDataOf(draft, [file('a.png', 10)])
    expect(form.get('funeralDate')).toBeNull()
    expect(form.get('deliveryAddress')).toBeNull()
    expect(form.get('subjectName')).toBe('Kim')
    expect(form.get('time')).toBeNull()
    expect(form.getAll('files')).toHaveLength(1)
  })

  it('tells a file over 10 MB and a sixth file before anything is sent', () => {
    expect(fileProblem([file('a.pdf', 1000)])).toBeNull()
    expect(fileProblem([file('big.pdf', 10 * 1024 * 1024 + 1)])).toBe('too_large')
    expect(fileProblem(Array.from({ length: 6 }, (_, i) => file(`${i}.png`, 1)))).toBe('too_many')
  })
})
