/**
 * The officials' calls (docs/requirements/officials.md, docs/decisions/0058): every call that changes a tournament
 * goes through officialCall (door.ts): one transaction, one version, one patch, one audit row. The routes
 * (routes.ts) and the simulator call these same functions.
 */
export type { OfficialActor, OfficialCallOptions } from './actor'
export { setField } from './field'
export { setTeeSheet, publishTeeSheet } from './tee-sheet'
export { startRound, closeRound, LEAD_MINUTES } from './rounds'
export { suspendPlay, resumePlay } from './suspension'
export { setPlayerStatus, undoPlayerStatus } from './statuses'
export { playPlayoffHole } from './playoff'
export { finalizeGame } from './finalize'
export { correctScore } from './corrections'
export { officialGames, officialGame } from './console'
export { drawTeeSheet, FIRST_TEE } from './draw'
