import type { EntryListDto } from '@contract/game-info'
import type { TimeTableDto } from '@contract/game-course'
import type { ApplyGameListDto, StaffFieldDto } from '@contract/game-apply'
import type { ApplicationState } from '@contract/game-apply'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../server/app'
import {
  applicationFields,
  auditLog,
  entries,
  members,
  players,
  teeGroups,
  tournamentApplications,
  tournaments,
} from '../../../server/db/schema/index'
import { bearer, loginAs, testClock, type TestClock } from '../auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from '../helpers'

/** Staff confirm a tournament's field (docs/requirements/tournament-applications.md#app-11, decision 0082). */
let testDb: TestDatabase
let app: App
let clock: TestClock
let gameId: number
let staff: string
const HOUR = 3_600_000

/** Applicants in arrival order: member01 and fellow01 play already (player rows), member02 and fellow02 never did. */
const APPLICANTS: ReadonlyArray<[string, ApplicationState]> = [
  ['member01', 'paid'],
  ['member02', 'paid'],
  ['fellow01', 'awaiting_payment'],
  ['fellow02', 'waitlisted'],
  ['fellow03', 'waitlisted'],
]

beforeAll(async () => {
  testDb = await createTestDatabase()
  clock = testClock(new Date().toISOString())
  app = await createTestApp(testDb.database, { now: clock, purgeJob: false, membershipJobs: false })
  await app.ready()
  // An upcoming tournament (registration reopened), its demo field and applications removed: the entry list and the
  // tee sheet come from the confirmation alone.
  const [game] = await app.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(inArray(tournaments.status, [1, 4]))
    .orderBy(asc(tournaments.startDate))
    .limit(1)
  await app.db.delete(tournamentApplications).where(eq(tournamentApplications.tournamentId, game!.id))
  await app.db.delete(applicationFields).where(eq(applicationFields.tournamentId, game!.id))
  await app.db.delete(teeGroups).where(eq(teeGroups.tournamentId, game!.id))
  await app.db.delete(entries).where(eq(entries.tournamentId, game!.id))
  gameId = game!.id
  const at = clock()
  await app.db
    .update(tournaments)
    .set({
      status: 1,
      applicationOpensAt: new Date(at.getTime() - 48 * HOUR),
      applicationClosesAt: new Date(at.getTime() + HOUR),
    })
    .where(eq(tournaments.id, gameId))
  const ids = await app.db
    .select({ id: members.id, loginId: members.loginId })
    .from(members)
    .where(
      inArray(
        members.loginId,
        APPLICANTS.map(([login]) => login),
      ),
    )
  for (const [i, [login, state]] of APPLICANTS.entries()) {
    await app.db.insert(tournamentApplications).values({
      tournamentId: gameId,
      memberId: ids.find((m) => m.loginId === login)!.id,
      state,
      arrivalNo: i + 1,
      amountWon: 100_000,
      caddie: 'own',
      mobile: '010-1234-5678',
      paidAt: state === 'paid' ? at : null,
      createdAt: at,
      updatedAt: at,
    })
  }
  staff = (await loginAs(app, 'staff01')).accessToken
}, 120_000)
afterAll(async () => {
  await app?.close()
  await testDb?.cleanup()
})

const confirm = () =>
  app.inject({ method: 'POST', url: `/api/staff/game-apply/${gameId}/confirm`, headers: bearer(staff) })
async function field(): Promise<StaffFieldDto> {
  const res = await app.inject({ method: 'GET', url: `/api/staff/game-apply/${gameId}`, headers: bearer(staff) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
async function entryNames(): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/game/entryList?gameId=${gameId}` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as EntryListDto).entries.map((e) => e.nameKo).sort()
}
const nameOf = (login: string) =>
  app.db
    .select({ name: members.name, memberNo: members.memberNo })
    .from(members)
    .where(eq(members.loginId, login))
    .then((rows) => rows[0]!)

/** The name the entry list shows: the player's who carries the member's number (demo players keep their own). */
async function playerNameOf(login: string): Promise<string> {
  const { memberNo } = await nameOf(login)
  const [p] = await app.db.select({ nameKo: players.nameKo }).from(players).where(eq(players.memberNo, memberNo!))
  return p!.nameKo
}

describe('the field confirmation', () => {
  it('lists the applicants by arrival with their waiting-list positions', async () => {
    const answer = await field()
    expect(answer.game).toMatchObject({ gameId, window: 'open' })
    expect(answer.applicants.map((a) => [a.arrivalNo, a.state, a.waitlistPosition, a.confirmed])).toEqual([
      [1, 'paid', null, false],
      [2, 'paid', null, false],
      [3, 'awaiting_payment', null, false],
      [4, 'waitlisted', 1, false],
      [5, 'waitlisted', 2, false],
    ])
    expect(answer.confirmedAt).toBeNull()
    const list = await app.inject({ method: 'GET', url: '/api/staff/game-apply', headers: bearer(staff) })
    expect(list.statusCode, list.body).toBe(200)
    const picker = list.json() as ApplyGameListDto
    expect(picker.items.find((g) => g.gameId === gameId)).toMatchObject({
      window: 'open',
      fieldSize: expect.any(Number),
    })
    expect(picker.items.every((g) => g.window === 'open' || g.window === 'ended')).toBe(true)
  })

  it('is refused while the window is open, and changes nothing', async () => {
    const res = await confirm()
    expect([res.statusCode, res.json().code]).toEqual([409, 'APPLICATION_WINDOW_NOT_ENDED'])
    expect(await entryNames()).toEqual([])
  })

  it('is for staff only', async () => {
    clock.advance(2 * HOUR)
    staff = (await loginAs(app, 'staff01')).accessToken
    const member = (await loginAs(app, 'member07')).accessToken
    const res = await app.inject({
      method: 'POST',
      url: `/api/staff/game-apply/${gameId}/confirm`,
      headers: bearer(member),
    })
    expect(res.statusCode).toBe(403)
    const view = await app.inject({ method: 'GET', url: `/api/staff/game-apply/${gameId}`, headers: bearer(member) })
    expect(view.statusCode).toBe(403)
    expect(await entryNames()).toEqual([])
  })

  it('after the window: the paid join the entry list and the tee sheet; a player is made if none', async () => {
    const member02 = await nameOf('member02')
    const before = await app.db.select({ n: count() }).from(players).where(eq(players.memberNo, member02.memberNo!))
    expect(before[0]!.n).toBe(0)

    const res = await confirm()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().entries).toBe(2)
    const member01 = await playerNameOf('member01')
    expect(await entryNames()).toEqual([member01, member02.name].sort())
    const made = await app.db.select().from(players).where(eq(players.memberNo, member02.memberNo!))
    expect(made.map((p) => p.nameKo)).toEqual([member02.name])

    const sheet = await app.inject({ method: 'GET', url: `/api/game/timeTable?gameId=${gameId}&round=1` })
    const groups = (sheet.json() as TimeTableDto).groups
    expect(groups.flatMap((g) => g.players.map((p) => p.nameKo)).sort()).toEqual([member01, member02.name].sort())
    expect(groups[0]).toMatchObject({ teeTime: '07:00', startHole: 1 })

    const after = await field()
    expect(after.confirmedAt).toBe(clock().toISOString())
    expect(after.applicants.map((a) => a.confirmed)).toEqual([true, true, false, false, false])
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'application_field_confirm'))
    expect(audits.map((a) => a.detail)).toEqual([expect.objectContaining({ tournamentId: gameId, entriesAdded: 2 })])
  })

  it('again: adds only those paid since, never a second entry', async () => {
    clock.advance(HOUR)
    staff = (await loginAs(app, 'staff01')).accessToken
    await app.db
      .update(tournamentApplications)
      .set({ state: 'paid', paidAt: clock() })
      .where(and(eq(tournamentApplications.tournamentId, gameId), eq(tournamentApplications.arrivalNo, 3)))
    const res = await confirm()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().entries).toBe(3)
    const again = await confirm()
    expect(again.json().entries).toBe(3)
    const names = await entryNames()
    expect(names).toHaveLength(3)
    expect(names).toContain(await playerNameOf('fellow01'))
    expect((await field()).confirmedCount).toBe(3)
  })
})
