import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { HoleCardDto, HoleRecordDto } from '@contract/game-records'
import { SpacerRow, useVirtualRows } from '@/components/ui/virtual-rows'
import { formatToPar, localName } from '../format'
import { scoreClass } from '@/lib/score-style'

const FRONT = [0, 1, 2, 3, 4, 5, 6, 7, 8]
const BACK = [9, 10, 11, 12, 13, 14, 15, 16, 17]
const COLUMNS = 1 + 9 + 1 + 9 + 1 + 2
const ROW_HEIGHT = 40

const sum = (values: readonly (number | null)[], idx: number[]) => {
  const played = idx.map((i) => values[i]).filter((v): v is number => v !== null && v !== undefined)
  return played.length === 0 ? null : played.reduce((a, b) => a + b, 0)
}

const CardRow = memo(function CardRow({ card, pars, index }: { card: HoleCardDto; pars: number[]; index: number }) {
  const { t, i18n } = useLingui()
  const cell = (i: number) => (
    <td key={i} className="hbh__hole">
      <span className={scoreClass(card.scores[i] ?? null, pars[i]!)}>{card.scores[i] ?? ''}</span>
    </td>
  )
  return (
    <tr data-index={index} className="hbh__row">
      <th scope="row" className="hbh__player">
        <span className="hbh__name">{localName(card, i18n.locale)}</span>
        <span className="hbh__meta">
          {card.country}
          {card.startHole === 10 ? <abbr title={t`Started on the 10th tee`}>*</abbr> : null}
        </span>
      </th>
      {FRONT.map(cell)}
      <td className="hbh__sum">{sum(card.scores, FRONT) ?? ''}</td>
      {BACK.map(cell)}
      <td className="hbh__sum">{sum(card.scores, BACK) ?? ''}</td>
      <td className="hbh__sum">{card.strokes ?? '–'}</td>
      <td className={card.toPar !== null && card.toPar < 0 ? 'hbh__topar hbh__topar--under' : 'hbh__topar'}>
        {formatToPar(card.toPar)}
      </td>
    </tr>
  )
})

/** The whole field's cards of a round: virtualised rows, header and player column stuck while scrolling. */
export function HoleByHoleTable({ record }: { record: HoleRecordDto }) {
  const { t } = useLingui()
  const { scrollRef, items, paddingTop, paddingBottom } = useVirtualRows(record.cards.length, ROW_HEIGHT)
  const pars = record.pars
  const parOut = pars.slice(0, 9).reduce((a, b) => a + b, 0)
  const parIn = pars.slice(9).reduce((a, b) => a + b, 0)
  const round = record.round
  return (
    <div
      ref={scrollRef}
      className="vt-scroll hbh"
      tabIndex={0}
      aria-label={t`Hole-by-hole scores, round ${round}`}
      role="region"
    >
      <table className="vt-table hbh__table" aria-rowcount={record.cards.length + 2}>
        <thead>
          <tr>
            <th scope="col" className="hbh__player">{t`Hole`}</th>
            {FRONT.map((i) => (
              <th key={i} scope="col">
                {i + 1}
              </th>
            ))}
            <th scope="col" className="hbh__sum">{t`Out`}</th>
            {BACK.map((i) => (
              <th key={i} scope="col">
                {i + 1}
              </th>
            ))}
            <th scope="col" className="hbh__sum">{t`In`}</th>
            <th scope="col" className="hbh__sum">{t`Total`}</th>
            <th scope="col">{t`To par`}</th>
          </tr>
          <tr className="hbh__par">
            <th scope="row" className="hbh__player">{t`Par`}</th>
            {FRONT.map((i) => (
              <td key={i}>{pars[i]}</td>
            ))}
            <td className="hbh__sum">{parOut}</td>
            {BACK.map((i) => (
              <td key={i}>{pars[i]}</td>
            ))}
            <td className="hbh__sum">{parIn}</td>
            <td className="hbh__sum">{parOut + parIn}</td>
            <td />
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={paddingTop} columns={COLUMNS} />
          {items.map((item) => {
            const card = record.cards[item.index]!
            return <CardRow key={card.playerId} card={card} pars={pars} index={item.index} />
          })}
          <SpacerRow height={paddingBottom} columns={COLUMNS} />
        </tbody>
      </table>
    </div>
  )
}
