import type { CourseSpec } from './courses'
import type { DemoData, IdSource } from './dataset'
import type { PlayerSpec } from './players'

/** Everything a builder needs while it adds one tournament to the data set. */
export interface BuildContext {
  data: DemoData
  ids: IdSource
  players: readonly PlayerSpec[]
  courses: readonly CourseSpec[]
  scale: 'full' | 'test'
  today: string
  /** The demo's wall clock on `today` ('HH:MM', Seoul): how far the live round has got. */
  clock: string
}
