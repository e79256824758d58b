import { describe, expect, it } from 'vitest'
import { EDUCATION_TYPES } from '../codes/education-types'
import { EDUCATION_TYPE_CODES, PROGRAMME_SLUGS, programmeOfType, TYPES_OF_PROGRAMME } from './programmes'

describe('education programmes', () => {
  it('files every type code of CON-15 under exactly one programme', () => {
    expect([...EDUCATION_TYPE_CODES].sort()).toEqual(EDUCATION_TYPES.map((t) => t.code).sort())
    const filed = PROGRAMME_SLUGS.flatMap((slug) => TYPES_OF_PROGRAMME[slug])
    expect([...filed].sort()).toEqual([...EDUCATION_TYPE_CODES].sort())
    expect(programmeOfType('O')).toBe('introductory')
    expect(programmeOfType('M')).toBe('career')
    expect(programmeOfType('P')).toBe('career')
    expect(programmeOfType('S')).toBe('seminar')
    expect(programmeOfType('F')).toBe('forum')
  })
})
