import type { PgTable } from 'drizzle-orm/pg-core'
import type { ReportCategory, ReportStatus } from '@contract/clean'
import { seoulInstant } from '@domain/time'
import { cleanReports } from '../../schema/index'
import type { DemoData } from '../dataset'
import { portalRows, type PortalRows } from './types'

/**
 * Demo rows for the clean centre: a few reports as the integrity desk would hold them, dated before the
 * demo's today and placed at the season's finished tournaments. The demo's exemption applications belong
 * to the demo accounts, which are seeded apart from the season: see server/db/demo/clean-applications.ts.
 */

interface DemoReport {
  daysAgo: number
  category: ReportCategory
  status: ReportStatus
  place: (venue: string) => string
  involved: string | null
  description: string
  evidence: string | null
  contact: { name: string; phone: string | null; email: string | null } | null
}

const REPORTS: readonly DemoReport[] = [
  {
    daysAgo: 41,
    category: 'illegal_betting',
    status: 'closed',
    place: (venue) => `${venue} 갤러리 구역`,
    involved: '신원 미상의 관람객 2명',
    description:
      '3라운드 중 관람객 두 명이 선수별 홀 스코어에 돈을 걸자는 이야기를 나누며 휴대폰으로 해외 베팅 사이트에 접속하는 것을 보았습니다.',
    evidence: '14번 홀 그늘집 부근, 오후 2시경. 사이트 이름은 화면에서 일부만 보였습니다.',
    contact: null,
  },
  {
    daysAgo: 23,
    category: 'doping',
    status: 'reviewing',
    place: (venue) => `${venue} 연습장`,
    involved: null,
    description:
      '연습장에서 한 선수가 라벨이 없는 주사기를 사용하는 것을 목격했습니다. 치료 목적인지 확인이 필요해 보입니다.',
    evidence: null,
    contact: { name: '제보자', phone: '01055550123', email: null },
  },
  {
    daysAgo: 9,
    category: 'violence',
    status: 'received',
    place: (venue) => `${venue} 선수 라운지`,
    involved: '캐디 1명, 선수 1명',
    description:
      '경기가 끝난 뒤 선수가 캐디에게 고성과 욕설을 하며 밀치는 장면을 보았습니다. 주변에 다른 선수들도 있었습니다.',
    evidence: '같은 조 선수들이 현장에 있었습니다.',
    contact: { name: 'Observer', phone: null, email: 'observer@demo.fairway.invalid' },
  },
  {
    daysAgo: 3,
    category: 'match_fixing',
    status: 'received',
    place: (venue) => `${venue} 1라운드`,
    involved: null,
    description:
      '경기 전날 밤 특정 선수에게 컷 탈락을 부탁하는 메시지를 받았다는 이야기를 동료에게서 들었습니다. 사실 여부를 확인해 주시기 바랍니다.',
    evidence: '메시지 캡처는 동료가 가지고 있다고 합니다.',
    contact: null,
  },
]

const DAY_MS = 86_400_000

/** A receipt number in the real format whose tail says "demo" (the demo is deterministic; real tails are random). */
const demoReceipt = (day: string, index: number) =>
  `CR-${day.slice(2).replaceAll('-', '')}-DEMO${String.fromCharCode(65 + index)}${index + 2}`

export function generateCleanCentre(data: DemoData, today: string): PortalRows[] {
  const finished = data.tournaments
    .filter((t) => t.status === 3 && t.endDate < today)
    .sort((a, b) => (a.endDate < b.endDate ? 1 : -1))
  const todayMs = seoulInstant(today, '12:00').getTime()
  const rows = REPORTS.map((r, index) => {
    const created = new Date(todayMs - r.daysAgo * DAY_MS)
    const occurredOn = new Date(created.getTime() - 2 * DAY_MS).toISOString().slice(0, 10)
    const venue = finished[index % Math.max(1, finished.length)]?.nameKo ?? '협회 주관 대회'
    return {
      receiptNo: demoReceipt(created.toISOString().slice(0, 10), index),
      category: r.category,
      occurredOn,
      place: r.place(venue),
      involved: r.involved,
      description: r.description,
      evidence: r.evidence,
      anonymous: r.contact === null,
      name: r.contact?.name ?? null,
      phone: r.contact?.phone ?? null,
      email: r.contact?.email ?? null,
      privacyAgreedAt: r.contact ? created : null,
      status: r.status,
      createdAt: created,
      updatedAt: created,
    }
  })
  return [portalRows(cleanReports, rows)]
}

/** Tables generateCleanCentre writes, children first. */
export const CLEAN_CENTRE_DEMO_TABLES: readonly PgTable[] = [cleanReports]
