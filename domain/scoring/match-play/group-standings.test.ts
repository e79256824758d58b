import { describe, expect, it } from 'vitest'
import { groupStandings, type GroupMatch } from './group-standings'

const A_WINS_3_2: GroupMatch['holes'] = ['A', 'A', 'A', ...Array<'halved'>(13).fill('halved')]
const B_WINS_1_UP: GroupMatch['holes'] = [...Array<'halved'>(17).fill('halved'), 'B']
const HALVED: GroupMatch['holes'] = ['A', 'B', ...Array<'halved'>(16).fill('halved')]
const A_WINS_1_UP: GroupMatch['holes'] = [...Array<'halved'>(17).fill('halved'), 'A']

const table = (matches: GroupMatch[], ids?: string[]) =>
  groupStandings(matches, ids).map(
    (r) => `${r.position} ${r.playerId} ${r.points} ${r.wins}-${r.ties}-${r.losses} ${r.holesDifferential}`,
  )

describe('group standings', () => {
  it('awards 1 for a win, ½ for a halved match, 0 for a loss', () => {
    const rows = table([
      { a: 'kim', b: 'lee', holes: A_WINS_3_2 },
      { a: 'park', b: 'choi', holes: HALVED },
      { a: 'kim', b: 'park', holes: HALVED },
      { a: 'lee', b: 'choi', holes: B_WINS_1_UP },
      { a: 'kim', b: 'choi', holes: A_WINS_1_UP },
      { a: 'lee', b: 'park', holes: B_WINS_1_UP },
    ])
    expect(rows).toEqual(['1 kim 2.5 2-1-0 4', '2 park 2 1-2-0 1', '3 choi 1.5 1-1-1 0', '4 lee 0 0-0-3 -5'])
  })

  it('separates players level on points by their match against each other', () => {
    const rows = table([
      { a: 'x', b: 'y', holes: B_WINS_1_UP },
      { a: 'x', b: 'z', holes: A_WINS_3_2 },
      { a: 'y', b: 'w', holes: B_WINS_1_UP },
      { a: 'z', b: 'w', holes: HALVED },
    ])
    // x and y both have 1 point; y beat x, although x has the better holes differential.
    expect(rows).toEqual(['1 w 1.5 1-1-0 1', '2 y 1 1-0-1 0', '3 x 1 1-0-1 2', '4 z 0.5 0-1-1 -3'])
  })

  it('falls back to holes differential when head-to-head cannot separate, and shows remaining ties', () => {
    const rows = table([
      { a: 'a', b: 'b', holes: A_WINS_3_2 },
      { a: 'b', b: 'c', holes: A_WINS_1_UP },
      { a: 'c', b: 'a', holes: A_WINS_1_UP },
    ])
    // A cycle: everyone 1 point, 1 head-to-head point; a is +2, b -2, c 0.
    expect(rows).toEqual(['1 a 1 1-0-1 2', '2 c 1 1-0-1 0', '3 b 1 1-0-1 -2'])

    const level = table([
      { a: 'p', b: 'q', holes: HALVED },
      { a: 'r', b: 's', holes: A_WINS_1_UP },
    ])
    expect(level).toEqual(['1 r 1 1-0-0 1', 'T2 p 0.5 0-1-0 0', 'T2 q 0.5 0-1-0 0', '4 s 0 0-0-1 -1'])
  })

  it('does not count a match still being played, and lists players who have not played', () => {
    const rows = table([{ a: 'a', b: 'b', holes: ['A', 'A', null] }], ['a', 'b', 'c'])
    expect(rows).toEqual(['T1 a 0 0-0-0 0', 'T1 b 0 0-0-0 0', 'T1 c 0 0-0-0 0'])
    expect(groupStandings([{ a: 'a', b: 'b', holes: ['A', 'A'] }])[0]!.played).toBe(0)
  })
})
