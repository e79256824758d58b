import { describe, expect, it } from 'vitest'
import { reachableStep, redirectFor, type StepProgress } from './steps'

const none: StepProgress = {
  agreeTerms: false,
  agreePrivacy: false,
  agreeProvide: false,
  method: null,
  completed: false,
}

describe('sign-up step guard', () => {
  it('sends a later step asked for in the URL back to the first unfinished one', () => {
    expect(redirectFor('info', none)).toBe('terms')
    expect(redirectFor('done', none)).toBe('terms')
    expect(redirectFor('terms', none)).toBeNull()
    const agreed = { ...none, agreeTerms: true, agreePrivacy: true }
    expect(redirectFor('info', agreed)).toBe('method')
    expect(redirectFor('method', agreed)).toBeNull()
    expect(redirectFor('terms', agreed)).toBeNull()
  })

  it('needs the consent to provide personal information for the document route only', () => {
    const agreed = { ...none, agreeTerms: true, agreePrivacy: true }
    expect(reachableStep({ ...agreed, method: 'phone' })).toBe('info')
    expect(reachableStep({ ...agreed, method: 'document' })).toBe('method')
    expect(reachableStep({ ...agreed, method: 'document', agreeProvide: true })).toBe('info')
  })

  it('shows only the completion once the sign-up is sent', () => {
    const completed = { ...none, completed: true }
    expect(redirectFor('info', completed)).toBe('done')
    expect(redirectFor('terms', completed)).toBe('done')
    expect(redirectFor('done', completed)).toBeNull()
  })
})
