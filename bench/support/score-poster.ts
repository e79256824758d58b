/** Pieces the live benchmarks share: posting scores that move the board, and IPC with client processes. */
import type { ChildProcess } from 'node:child_process'
import { loadRoundState } from '../../server/simulator/state'
import { epochNow, SCORER_TOKEN, type LiveNode } from './live-app'

/** Scores that move the board: corrections of a hole already played, alternating a birdie and a bogey. */
export async function scorePoster(node: LiveNode) {
  const state = await loadRoundState(node.db, node.game)
  const players = state.players.filter((p) => p.status === 'active' && p.scored.size > 0)
  if (players.length === 0) throw new Error('no player of the live round has a score yet')
  let n = 0
  return async () => {
    const player = players[n % players.length]!
    const hole = [...player.scored][0]!
    const strokes = state.pars.get(hole)! + (n % 2 === 0 ? 1 : -1)
    n++
    const t0 = epochNow()
    const res = await fetch(`${node.base}/api/live/scores`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SCORER_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        gameId: node.game.id,
        round: node.game.currentRound,
        playerId: player.playerId,
        hole,
        strokes,
      }),
    })
    const body = (await res.json()) as { version: number; message?: string }
    if (!res.ok) throw new Error(`POST /api/live/scores answered ${res.status}: ${body.message}`)
    return { version: body.version, t0, responseMs: epochNow() - t0 }
  }
}

export type ScorePoster = Awaited<ReturnType<typeof scorePoster>>

/** The next IPC message of `kind` from a client process; rejects if the process exits first. */
export const nextMessage = <M extends { kind: string }, K extends M['kind']>(child: ChildProcess, kind: K) =>
  new Promise<Extract<M, { kind: K }>>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`client process exited (${code}) before '${kind}'`))
    const onMessage = (m: M) => {
      if (m.kind !== kind) return
      child.off('message', onMessage)
      child.off('exit', onExit)
      resolve(m as Extract<M, { kind: K }>)
    }
    child.on('message', onMessage)
    child.once('exit', onExit)
  })

/** The latest board version the node serves. */
export async function latestVersion(node: LiveNode): Promise<number> {
  const res = await fetch(`${node.base}/api/game/${node.game.id}/leaderboard`)
  return ((await res.json()) as { version: number }).version
}
