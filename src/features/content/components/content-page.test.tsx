import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ContentBlock, ContentPageDto, ContentPageListItemDto, MemberStatsDto } from '@contract/content'
import { API, setupApiServer } from '@/api/test-helpers'
import { i18n } from '@/lib/i18n'
import { renderApp } from '@/test/render-app'
import { messages as en } from '../../../../locales/en/messages.po'

const server = setupApiServer()

/** One block of every type, as the API serves them (defaults filled in). */
const EVERY_BLOCK: ContentBlock[] = [
  { type: 'heading', text: 'Who we are', level: 2 },
  { type: 'heading', text: 'In detail', level: 3 },
  { type: 'paragraph', text: 'First line\nsecond line <b>not bold</b>' },
  { type: 'list', ordered: true, items: ['Run the tours', 'Look after members'] },
  { type: 'table', caption: 'Key facts', columns: ['Item', 'Detail'], rows: [['Founded', '1968']], rowHeader: true },
  { type: 'notice', tone: 'warning', title: 'Before you enter', text: 'Under-14s cannot enter.' },
  {
    type: 'timeline',
    entries: [
      { date: '1968.11', title: 'Founded', text: 'By twelve professionals' },
      { date: '1978', title: 'Korean Tour launched' },
    ],
  },
  {
    type: 'orgChart',
    caption: 'Organisation chart',
    root: {
      name: 'General meeting',
      children: [
        {
          name: 'Board',
          children: [
            {
              name: 'Secretariat',
              note: 'Secretary general',
              children: [{ name: 'Education' }, { name: 'Clean tour centre' }],
            },
          ],
        },
      ],
    },
  },
  {
    type: 'greeting',
    name: 'Yoon Tae-seop',
    role: 'Chairman',
    paragraphs: ['Welcome to our website.', 'Thank you.'],
    signature: 'With thanks',
  },
  {
    type: 'people',
    groups: [
      {
        name: 'Tournament operations',
        description: 'Entries and pairings',
        members: [{ name: 'Kwon Tae-woo', role: 'Head of team', duty: 'Schedules', phone: '1588-1968 (200)' }],
      },
    ],
  },
  {
    type: 'contact',
    items: [
      { kind: 'phone', label: 'Telephone', value: '1588-1968', note: 'Weekdays 09:00-18:00' },
      { kind: 'email', label: 'E-mail', value: 'help@fairway.or.kr', note: 'Answered within 24 hours' },
    ],
  },
  {
    type: 'directions',
    address: '15 Sejong-daero 21-gil, Seoul',
    routes: [{ mode: 'subway', title: 'Underground', text: 'City Hall station exit 1' }],
    parking: 'Two hours free for visitors',
    map: {
      caption: 'Sketch map of the area',
      streets: [
        {
          name: 'Sejong-daero',
          points: [
            [38, 0],
            [38, 60],
          ],
          major: true,
        },
      ],
      places: [
        { name: 'Fairway Tower', kind: 'office', at: [62, 28] },
        { name: 'City Hall stn.', kind: 'subway', at: [40, 46] },
      ],
    },
  },
  {
    type: 'links',
    items: [
      { title: 'History', description: 'From 1968', url: '/abouts/history' },
      { title: 'Asian Tour', url: 'https://www.asiantour.com' },
    ],
  },
  { type: 'memberStats' },
  {
    type: 'retention',
    caption: 'Retention periods',
    rows: [{ item: 'Website visit records', basis: 'Protection of Communications Secrets Act', period: '3 months' }],
  },
  {
    type: 'rates',
    caption: 'Rates',
    rows: [{ product: 'Title sponsorship', detail: 'Naming rights', priceWon: 1_500_000_000, unit: 'per tournament' }],
    note: 'Rates exclude VAT.',
  },
  {
    type: 'sponsors',
    tiers: [
      {
        name: 'Main partners',
        sponsors: [{ name: 'Daon Financial Group', mark: 'DAON', colour: '#0b4f8a', since: 2016 }],
      },
    ],
  },
  {
    type: 'action',
    action: 'academy',
    title: 'Go to the academy',
    text: 'Opens in a new window.',
    label: 'Open the academy',
  },
]

const page = (
  slug: string,
  section: ContentPageDto['section'],
  extra: Partial<ContentPageDto> = {},
): ContentPageDto => ({
  slug,
  section,
  titleKo: '시험 페이지',
  titleEn: 'Test page',
  summaryKo: '요약',
  summaryEn: 'What this page is about.',
  koOnly: false,
  bodyKo: [{ type: 'paragraph', text: '한국어 본문' }],
  bodyEn: EVERY_BLOCK,
  effectiveDate: null,
  updatedAt: '2026-03-01T01:00:00Z',
  ...extra,
})

const PAGES: Record<string, ContentPageDto> = {
  about: page('about', 'about'),
  usage: page('usage', 'terms', { titleEn: 'Terms of use', effectiveDate: '2026-01-01' }),
  academy: page('academy', 'guide', { titleEn: 'Academy' }),
  overseas: page('overseas', 'guide', {
    titleEn: 'Overseas tours',
    koOnly: true,
    bodyEn: [{ type: 'paragraph', text: 'Support for members abroad.' }],
  }),
  mall: page('mall', 'guide', { titleEn: 'Shop', bodyEn: [] }),
}

const item = (p: ContentPageDto): ContentPageListItemDto => ({
  slug: p.slug,
  section: p.section,
  titleKo: p.titleKo,
  titleEn: p.titleEn,
  summaryKo: p.summaryKo,
  summaryEn: p.summaryEn,
  koOnly: p.koOnly,
})

const STATS: MemberStatsDto = {
  asOf: '2026-06-10',
  total: 10,
  byAge: [
    { group: 'under20', count: 0 },
    { group: '20s', count: 4 },
    { group: '30s', count: 3 },
    { group: '40s', count: 2 },
    { group: '50s', count: 1 },
    { group: '60plus', count: 0 },
    { group: 'unknown', count: 0 },
  ],
  byRegion: [
    { region: 'seoul', count: 6 },
    { region: 'busan', count: 4 },
    { region: 'jeju', count: 0 },
  ] as MemberStatsDto['byRegion'],
}

beforeEach(() => {
  i18n.load('en', en)
  i18n.activate('en')
  server.use(
    http.get(`${API}/content/pages/:slug`, ({ params }) => {
      const found = PAGES[String(params.slug)]
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ code: 'NOT_FOUND', message: 'no page' }, { status: 404 })
    }),
    http.get(`${API}/content/pages`, ({ request }) => {
      const section = new URL(request.url).searchParams.get('section')
      return HttpResponse.json({
        items: Object.values(PAGES)
          .filter((p) => p.section === section)
          .map(item),
      })
    }),
    http.get(`${API}/content/member-stats`, () => HttpResponse.json(STATS)),
  )
})

describe('document page', () => {
  it('draws every block type with the roles and names a screen reader needs', async () => {
    await renderApp('/abouts/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'Test page' })).toBeTruthy()
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy()
    expect(main.getByRole('heading', { level: 3, name: 'In detail' })).toBeTruthy()
    // Text stays text: no markup from the data.
    expect(main.getByText(/second line <b>not bold<\/b>/)).toBeTruthy()
    expect(main.getByText('Look after members').closest('ol')).toBeTruthy()

    const facts = main.getByRole('table', { name: 'Key facts' })
    expect(within(facts).getByRole('columnheader', { name: 'Detail' })).toBeTruthy()
    expect(within(facts).getByRole('rowheader', { name: 'Founded' })).toBeTruthy()
    expect(main.getByRole('region', { name: 'Key facts' }).tabIndex).toBe(0)

    const warning = main.getAllByRole('note').find((n) => n.textContent?.includes('Under-14s'))
    expect(warning?.textContent).toContain('Before you enter')

    expect(main.getByText('1968.11').closest('li')?.textContent).toContain('By twelve professionals')

    // The organisation chart is nested lists of text, not a picture.
    const chart = main.getByRole('list', { name: 'Organisation chart' })
    const secretariat = within(chart).getByText('Secretariat').closest('li')!
    expect(
      within(secretariat)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Education', 'Clean tour centre'])
    expect(secretariat.textContent).toContain('Secretary general')

    expect(main.getByText('Welcome to our website.').closest('blockquote')).toBeTruthy()
    expect(main.getByText('With thanks')).toBeTruthy()

    const team = main.getByRole('region', { name: 'Tournament operations' })
    expect(within(team).getByRole('heading', { level: 3 })).toBeTruthy()
    expect(within(team).getByRole('link', { name: '1588-1968 (200)' }).getAttribute('href')).toBe('tel:15881968,200')

    expect(main.getByRole('link', { name: 'help@fairway.or.kr' }).getAttribute('href')).toBe(
      'mailto:help@fairway.or.kr',
    )
    expect(main.getByText('Answered within 24 hours')).toBeTruthy()

    expect(main.getByRole('img', { name: 'Sketch map of the area' })).toBeTruthy()
    expect(main.getByText('Fairway Tower').closest('li')?.textContent).toContain('Our office')
    expect(main.getByText('Two hours free for visitors')).toBeTruthy()

    const history = main.getByRole('link', { name: /History/ })
    expect(history.getAttribute('href')).toBe('/abouts/history')
    expect(history.getAttribute('target')).toBeNull()
    const external = main.getByRole('link', { name: /Asian Tour/ })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toContain('noopener')
    expect(external.textContent).toContain('Opens in a new window')

    const retention = main.getByRole('table', { name: 'Retention periods' })
    expect(within(retention).getByRole('columnheader', { name: 'Kept for' })).toBeTruthy()
    expect(within(retention).getByRole('rowheader', { name: 'Website visit records' })).toBeTruthy()

    const rates = main.getByRole('table', { name: 'Rates' })
    expect(within(rates).getByText('₩1,500,000,000')).toBeTruthy()
    expect(within(rates).getByText('per tournament')).toBeTruthy()

    const partners = main.getByRole('region', { name: 'Main partners' })
    expect(within(partners).getByText('Daon Financial Group')).toBeTruthy()
    expect(within(partners).getByText('DAON').closest('[aria-hidden="true"]')).toBeTruthy()
    expect(within(partners).getByText('Since 2016')).toBeTruthy()

    // An action block needs the route's renderer: the about pages have none, so nothing is drawn.
    expect(main.queryByText('Open the academy')).toBeNull()
    expect(main.getByText(/Last updated/).textContent).toContain('2026-03-01')
  })

  it('shows the member statistics as tables beside lazily loaded charts', async () => {
    await renderApp('/abouts/about')
    const ages = await screen.findByRole('table', { name: 'Members by age group' })
    expect(
      within(ages)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['Under 20', '20s', '30s', '40s', '50s', '60 and over', 'Total'])
    expect(within(ages).getByRole('row', { name: /30s/ }).textContent).toContain('30.0%')
    const regions = screen.getByRole('table', { name: 'Members by region' })
    // Regions without members are left out.
    expect(within(regions).queryByText('Jeju')).toBeNull()
    expect(within(regions).getByRole('row', { name: /Total/ }).textContent).toContain('10')
    expect(screen.getByText(/Association members as of/).textContent).toContain('2026-06-10')
    expect(await screen.findByRole('img', { name: /Chart of members by age group/ })).toBeTruthy()
  })

  it('shows a terms page with its effective date, and a guide with the academy hand-off button', async () => {
    const { unmount } = await renderApp('/terms/usage/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy()
    expect(screen.getByText(/Effective from/).textContent).toContain('2026-01-01')
    unmount()
    await renderApp('/guides/academy')
    const button = await screen.findByRole('button', { name: /Open the academy/ })
    expect(button.textContent).toContain('(opens in a new window)')
  })

  it('lists the section in the sub-navigation, marks the page, leaves Korean-only pages out in English', async () => {
    await renderApp('/guides/academy')
    const nav = await screen.findByRole('navigation', { name: 'Guides: pages' })
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Academy' }).getAttribute('aria-current')).toBe('page'),
    )
    expect(within(nav).queryByRole('link', { name: 'Overseas tours' })).toBeNull()
  })

  it('tells an English reader the overseas tour is a Korean-only service and switches on request', async () => {
    const { user } = await renderApp('/guides/overseas')
    expect(await screen.findByText('This service is offered in Korean only')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Read in Korean/ }))
    expect(await screen.findByRole('heading', { level: 1, name: '시험 페이지' })).toBeTruthy()
    expect(screen.queryByText('This service is offered in Korean only')).toBeNull()
  })

  it('answers an unknown page, or a page of another section, with the not-found page', async () => {
    const { unmount } = await renderApp('/abouts/nothingHere')
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeTruthy()
    unmount()
    const again = await renderApp('/terms/about/')
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeTruthy()
    again.unmount()
    await renderApp('/guides/bad..slug')
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeTruthy()
  })

  it("says so when a page has no blocks in the reader's language", async () => {
    await renderApp('/guides/mall')
    expect(await screen.findByRole('heading', { name: 'Nothing has been published on this page yet.' })).toBeTruthy()
  })

  it('offers a retry when the page cannot be loaded', { timeout: 30_000 }, async () => {
    let down = true
    server.use(
      http.get(`${API}/content/pages/about`, () =>
        down
          ? HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 })
          : HttpResponse.json(PAGES.about),
      ),
    )
    const { user } = await renderApp('/abouts/about')
    // The call layer retries a 5xx twice (1 s, then 2 s) before the page gives up.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 12_000 })
    down = false
    await user.click(retry)
    expect(await screen.findByRole('heading', { level: 1, name: 'Test page' })).toBeTruthy()
  })
})
