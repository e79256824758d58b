import { z } from 'zod'
import { readDataFile } from '../data-file'
import type { Rng } from './rng'

/** A name in Hangul and in roman letters. */
export interface NamePart {
  ko: string
  en: string
}

export interface PersonName {
  nameKo: string
  firstNameEn: string
  lastNameEn: string
}

const pair = z.tuple([z.string().min(1), z.string().min(1)])
const namesSchema = z.strictObject({
  family: z.array(z.tuple([z.string().min(1), z.string().min(1), z.number().positive()])).min(1),
  givenModern: z.array(pair).min(1),
  givenClassic: z.array(pair).min(1),
  foreign: z.record(
    z.string(),
    z.strictObject({ given: z.array(pair).min(1), family: z.array(pair).min(1), familyFirst: z.boolean() }),
  ),
  hometowns: z.record(z.string(), z.array(pair).min(1)),
  sponsors: z.array(z.string().min(1)).min(1),
  balls: z.array(z.string().min(1)).min(1),
})

/** The lists names, hometowns and brands are drawn from: server/db/demo/text/names.yaml. */
export const readNamesFile = () => readDataFile(new URL('./text/names.yaml', import.meta.url), namesSchema)

const NAMES = readNamesFile()
const FAMILY = NAMES.family
const GIVEN_MODERN = NAMES.givenModern
const GIVEN_CLASSIC = NAMES.givenClassic
const FOREIGN = NAMES.foreign

const ENGLISH_SPEAKING = new Set(['AUS', 'USA', 'NZL', 'CAN', 'ENG', 'RSA'])

function pickFamily(rng: Rng): NamePart {
  const [ko, en] = rng.weighted(
    FAMILY,
    FAMILY.map((f) => f[2]),
  )
  return { ko, en }
}

/** A Korean man's name; `classic` for the older generation. Romanised as first 'Minjun', last 'Kim'. */
export function koreanName(rng: Rng, classic: boolean): PersonName {
  const family = pickFamily(rng)
  const [ko, en] = rng.pick(classic ? GIVEN_CLASSIC : GIVEN_MODERN)
  return { nameKo: `${family.ko}${ko}`, firstNameEn: en, lastNameEn: family.en }
}

/**
 * A name fitting a nationality. Players from English-speaking countries are often of Korean descent
 * on this tour (Korean name, roman given name first as at home).
 */
export function nameForCountry(rng: Rng, country: string, classic: boolean): PersonName {
  if (country === 'KOR') return koreanName(rng, classic)
  if (ENGLISH_SPEAKING.has(country) && rng.chance(0.45)) return koreanName(rng, classic)
  const table = FOREIGN[ENGLISH_SPEAKING.has(country) ? 'ENGLISH' : country] ?? FOREIGN.ENGLISH
  if (!table) throw new Error('no name table')
  const [givenKo, givenEn] = rng.pick(table.given)
  const [familyKo, familyEn] = rng.pick(table.family)
  const nameKo = table.familyFirst ? `${familyKo}${givenKo}` : `${givenKo} ${familyKo}`
  return { nameKo, firstNameEn: givenEn, lastNameEn: familyEn }
}

export const HOMETOWNS: Readonly<Record<string, ReadonlyArray<[string, string]>>> = NAMES.hometowns
export const SPONSORS: readonly string[] = NAMES.sponsors
export const BALLS: readonly string[] = NAMES.balls
