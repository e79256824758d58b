import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { GalleryTab } from '@contract/media-codes'
import { mediaOptionsQueryOptions } from '@/api/media'
import { Icon } from '@/components/ui/icons'
import { formatDateRange } from '@/lib/game-format'
import { formatDay } from '../format'
import { CLUB_TYPE_LABELS, FIELD_LABELS, ORDER_LABELS, SCORE_LABELS } from '../labels'
import { activeFilterCount, type GallerySearch } from '../search'

interface Props {
  search: GallerySearch
  tab: GalleryTab
  onChange: (patch: Partial<GallerySearch>) => void
  onClear: () => void
}

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="media-filter__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  )
}

/** The search word, searched on submit; keyed by the URL's word so Back and Clear show what is searched. */
function WordSearch({ term, onSearch }: { term: string | undefined; onSearch: (term: string | undefined) => void }) {
  const { t } = useLingui()
  const [word, setWord] = useState(term ?? '')
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(word.trim() === '' ? undefined : word.trim())
  }
  return (
    <form role="search" className="media-filter__search" onSubmit={submit} aria-label={t`Search media`}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search titles and captions</Trans>
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={50}
        placeholder={t`Search titles and captions`}
        value={word}
        onChange={(e) => setWord(e.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        <Icon name="search" />
        <span>
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  )
}

/**
 * The media filter (docs/requirements/content.md#con-6: tournament, day, round, player, club, place on the course,
 * score, search word, order). Each choice changes the URL at once; the word is searched on submit. On a phone the
 * choices fold under one button with the number of filters set.
 */
export function MediaFilter({ search, tab, onChange, onClear }: Props) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const options = useQuery(mediaOptionsQueryOptions({ tourId: search.tourId, kind: tab, gameId: search.gameId })).data
  const en = i18n.locale === 'en'
  const num = (v: string) => (v === '' ? undefined : Number(v))
  const str = (v: string | number | undefined) => (v === undefined ? '' : String(v))
  const count = activeFilterCount(search)
  const shots = tab !== 'news'
  // A value in the URL that the options do not hold (yet) still shows as chosen.
  const keep = (present: boolean, value: string | number | undefined, text: string) =>
    !present && value !== undefined ? <option value={String(value)}>{text}</option> : null

  return (
    <section className="media-filter card" aria-label={t`Media filter`}>
      <WordSearch
        key={search.searchWord ?? ''}
        term={search.searchWord}
        onSearch={(searchWord) => onChange({ searchWord })}
      />
      <button
        type="button"
        className="media-filter__toggle btn"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Trans>Filters</Trans>
        {count > 0 ? <span className="badge">{count}</span> : null}
      </button>
      <div id={panelId} className={open ? 'media-filter__panel media-filter__panel--open' : 'media-filter__panel'}>
        <Choice label={t`Tournament`} value={str(search.gameId)} onChange={(v) => onChange({ gameId: num(v) })}>
          <option value="">{t`All tournaments`}</option>
          {keep(
            !!options?.games.some((g) => g.gameId === search.gameId),
            search.gameId,
            t`Tournament ${search.gameId}`,
          )}
          {options?.games.map((g) => (
            <option key={g.gameId} value={g.gameId}>
              {en ? g.nameEn : g.nameKo} ({formatDateRange(g.startDate, g.endDate, i18n.locale)})
            </option>
          ))}
        </Choice>
        <Choice
          label={t`Day`}
          value={str(search.gameDate)}
          onChange={(v) => onChange({ gameDate: v === '' ? undefined : v })}
        >
          <option value="">{t`All days`}</option>
          {keep(
            !!options?.dates.includes(search.gameDate ?? ''),
            search.gameDate,
            search.gameDate ? formatDay(search.gameDate, i18n.locale) : '',
          )}
          {options?.dates.map((d) => (
            <option key={d} value={d}>
              {formatDay(d, i18n.locale)}
            </option>
          ))}
        </Choice>
        <Choice label={t`Round`} value={str(search.round)} onChange={(v) => onChange({ round: num(v) })}>
          <option value="">{t`All rounds`}</option>
          {keep(!!options?.rounds.includes(search.round ?? 0), search.round, t`Round ${search.round}`)}
          {options?.rounds.map((r) => (
            <option key={r} value={r}>
              {t`Round ${r}`}
            </option>
          ))}
        </Choice>
        <Choice label={t`Player`} value={str(search.memberId)} onChange={(v) => onChange({ memberId: num(v) })}>
          <option value="">{t`All players`}</option>
          {keep(
            !!options?.members.some((m) => m.memberId === search.memberId),
            search.memberId,
            t`Player ${search.memberId}`,
          )}
          {options?.members.map((m) => (
            <option key={m.memberId} value={m.memberId}>
              {en ? m.nameEn : m.nameKo}
            </option>
          ))}
        </Choice>
        {shots ? (
          <>
            <Choice
              label={t`Club`}
              value={search.clubType ?? ''}
              onChange={(v) => onChange({ clubType: (v || undefined) as GallerySearch['clubType'] })}
            >
              <option value="">{t`All clubs`}</option>
              {keep(
                !!options?.clubTypes.includes(search.clubType as never),
                search.clubType,
                search.clubType ? i18n._(CLUB_TYPE_LABELS[search.clubType]) : '',
              )}
              {(options?.clubTypes ?? []).map((c) => (
                <option key={c} value={c}>
                  {i18n._(CLUB_TYPE_LABELS[c])}
                </option>
              ))}
            </Choice>
            <Choice
              label={t`Place on the course`}
              value={search.field ?? ''}
              onChange={(v) => onChange({ field: (v || undefined) as GallerySearch['field'] })}
            >
              <option value="">{t`Anywhere`}</option>
              {keep(
                !!options?.fields.includes(search.field as never),
                search.field,
                search.field ? i18n._(FIELD_LABELS[search.field]) : '',
              )}
              {(options?.fields ?? []).map((f) => (
                <option key={f} value={f}>
                  {i18n._(FIELD_LABELS[f])}
                </option>
              ))}
            </Choice>
            <Choice
              label={t`Score`}
              value={search.score ?? ''}
              onChange={(v) => onChange({ score: (v || undefined) as GallerySearch['score'] })}
            >
              <option value="">{t`Any score`}</option>
              {keep(
                !!options?.scores.includes(search.score as never),
                search.score,
                search.score ? i18n._(SCORE_LABELS[search.score]) : '',
              )}
              {(options?.scores ?? []).map((s) => (
                <option key={s} value={s}>
                  {i18n._(SCORE_LABELS[s])}
                </option>
              ))}
            </Choice>
          </>
        ) : null}
        <Choice
          label={t`Order`}
          value={search.searchOrder ?? 'basic'}
          onChange={(v) => onChange({ searchOrder: v === 'basic' ? undefined : (v as GallerySearch['searchOrder']) })}
        >
          {(['basic', 'latest', 'popular'] as const).map((o) => (
            <option key={o} value={o}>
              {i18n._(ORDER_LABELS[o])}
            </option>
          ))}
        </Choice>
        {count > 0 ? (
          <button type="button" className="text-button media-filter__clear" onClick={onClear}>
            <Plural value={count} one="Clear # filter" other="Clear # filters" />
          </button>
        ) : null}
      </div>
    </section>
  )
}
