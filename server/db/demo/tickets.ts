import type { TicketKind } from '@contract/tickets'
import { addDays, daysBetween, seoulDate, seoulDayEnd, seoulDayStart, seoulInstant } from '@domain/time'
import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm'
import { creditCash } from '../../modules/wallet/index'
import type { AppDb } from '../database'
import { DEMO_KEY } from '../demo-mark'
import { readMeta, writeMeta } from '../meta'
import { cashEntries, courses, members, ticketProducts, tournaments } from '../schema/index'

/**
 * The demo's ticket sales (docs/requirements/ticketing.md#tkt-2): for every live or upcoming tournament with a ticket
 * price, a one-day ticket per round day, an all-days ticket, a members-only ticket and a junior ticket (birth date
 * asked). The live and the next tournament are on sale now; the next one has a ticket nearly sold out and one sold
 * out, so the page shows "All tickets sold". The fan webmember01 gets 10,000 won of cash to try it with (README
 * "Ticketing"). Written once per demo season (the key follows the season's own mark).
 */
const TICKETS_KEY = 'demo_tickets'
const DEMO_TICKETS_VERSION = '2'

const thousands = (won: number) => Math.max(1_000, Math.round(won / 1_000) * 1_000)

interface Game {
  id: number
  startDate: string
  endDate: string
  price: number
  courseKo: string
  courseEn: string
}

function productsOf(game: Game, onSaleNow: boolean, next: boolean, today: string) {
  const days = daysBetween(game.startDate, game.endDate) + 1
  const opens = onSaleNow ? seoulDayStart(addDays(today, -14)) : seoulDayStart(addDays(game.startDate, -14))
  const closes = seoulDayEnd(game.endDate)
  const base = {
    tournamentId: game.id,
    courseKo: game.courseKo,
    courseEn: game.courseEn,
    saleOpensAt: opens,
    saleClosesAt: closes,
    createdAt: seoulInstant(today, '09:00'),
  }
  const oneDay = Array.from({ length: days }, (_, i) => {
    const day = addDays(game.startDate, i)
    // The next tournament's first day is nearly gone and its final day sold out.
    const sold = next && i === 0 ? 296 : next && i === days - 1 ? 500 : 0
    return {
      ...base,
      kind: 'one_day' as TicketKind,
      nameKo: `${i + 1}라운드 1일권`,
      nameEn: `Round ${i + 1} day ticket`,
      day,
      priceWon: game.price,
      capacity: next && i === 0 ? 300 : 500,
      sold,
      saleClosesAt: seoulDayEnd(day),
      sort: i + 1,
    }
  })
  const allDays = thousands(game.price * days * 0.8)
  const whole = [
    { kind: 'all_days' as TicketKind, nameKo: '전일권', nameEn: 'All-days ticket', priceWon: allDays, capacity: 300 },
    {
      kind: 'member' as TicketKind,
      nameKo: '협회 회원 전일권',
      nameEn: 'Member all-days ticket',
      priceWon: thousands(allDays / 2),
      capacity: 200,
      membersOnly: true,
      perMemberLimit: 2,
    },
    {
      kind: 'junior' as TicketKind,
      nameKo: '주니어 전일권 (만 19세 이하)',
      nameEn: 'Junior all-days ticket (19 and under)',
      priceWon: thousands(allDays * 0.4),
      capacity: 200,
      requiresBirthDate: true,
    },
  ].map((p, i) => ({ ...base, day: null, sort: days + i + 1, ...p }))
  return [...oneDay, ...whole]
}

export async function seedDemoTickets(db: AppDb, today = seoulDate()): Promise<number> {
  const mark = `${DEMO_TICKETS_VERSION}|${(await readMeta(db, DEMO_KEY)) ?? ''}`
  if ((await readMeta(db, TICKETS_KEY)) === mark) return 0
  const games = await db
    .select({
      id: tournaments.id,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      price: tournaments.ticketPriceWon,
      courseKo: courses.nameKo,
      courseEn: courses.nameEn,
    })
    .from(tournaments)
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .where(and(isNotNull(tournaments.ticketPriceWon), gte(tournaments.endDate, today)))
    .orderBy(asc(tournaments.startDate), asc(tournaments.id))
  const ids = games.map((g) => g.id)
  const existing =
    ids.length === 0
      ? []
      : await db.select({ id: ticketProducts.id }).from(ticketProducts).where(inArray(ticketProducts.tournamentId, ids))
  let written = 0
  if (existing.length === 0) {
    const nextId = games.find((g) => g.startDate > today)?.id
    const rows = games.flatMap((g) => {
      const game = {
        ...g,
        price: g.price ?? 0,
        courseKo: g.courseKo ?? '대회 코스',
        courseEn: g.courseEn ?? 'Tournament course',
      }
      const live = g.startDate <= today
      return productsOf(game, live || g.id === nextId, g.id === nextId, today)
    })
    if (rows.length > 0) await db.insert(ticketProducts).values(rows)
    written += rows.length
  }
  written += await giveFanCash(db, today)
  await writeMeta(db, { [TICKETS_KEY]: mark })
  return written
}

/** The demo fans who try the purchase with cash: webmember01 for people, ticketfan01 for the browser test alone. */
const CASH_FANS = ['webmember01', 'ticketfan01'] as const

/** 10,000 won for each demo fan, once. */
async function giveFanCash(db: AppDb, today: string): Promise<number> {
  const fans = await db
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.loginId, [...CASH_FANS]))
  let written = 0
  for (const fan of fans) {
    const [given] = await db
      .select({ id: cashEntries.id })
      .from(cashEntries)
      .where(and(eq(cashEntries.memberId, fan.id), eq(cashEntries.note, 'demo')))
    if (given) continue
    await db.transaction((tx) =>
      creditCash(tx, fan.id, 10_000, { kind: 'staff_adjustment', note: 'demo', at: seoulInstant(today, '09:00') }),
    )
    written++
  }
  return written
}
