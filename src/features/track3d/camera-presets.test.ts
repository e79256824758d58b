import { describe, expect, it } from 'vitest'
import { courseGoal, followGoal, holeGoal } from './camera-presets'
import { layoutCourse } from './course-layout'
import { testCourse } from './test-course'

describe('camera presets', () => {
  it('looks at the middle of the course from the south and high above it', () => {
    const layout = layoutCourse(testCourse())
    const goal = courseGoal(layout, 16 / 9)
    const { minX, maxX, minY, maxY } = layout.bounds
    expect(goal.target[0]).toBeCloseTo((minX + maxX) / 2)
    expect(goal.target[2]).toBeCloseTo(-(minY + maxY) / 2)
    expect(goal.position[2]).toBeGreaterThan(goal.target[2])
    // The frame at the target is at least as wide as the course.
    const distance = Math.hypot(
      goal.position[0] - goal.target[0],
      goal.position[1] - goal.target[1],
      goal.position[2] - goal.target[2],
    )
    expect(2 * distance * Math.tan((22.5 * Math.PI) / 180) * (16 / 9)).toBeGreaterThan(maxX - minX)
    // A phone (portrait) stands further back than a wide screen.
    expect(courseGoal(layout, 390 / 844).position[1]).toBeGreaterThan(goal.position[1])
  })
  it('opens a hole from behind the tee, looking towards the green', () => {
    const goal = holeGoal([0, 0], [0, 400])
    expect(goal.position[2]).toBeGreaterThan(0) // south of the tee
    expect(goal.target[2]).toBeLessThan(-100) // down the fairway, to the north
    expect(goal.position[1]).toBeGreaterThan(100)
  })
  it('follows a group from behind along the heading, further back when it is spread out', () => {
    const close = followGoal([[100, 100]], Math.PI / 2)
    const spread = followGoal(
      [
        [60, 100],
        [140, 100],
      ],
      Math.PI / 2,
    )
    expect(close.position[2]).toBeGreaterThan(-100)
    expect(spread.position[2]).toBeGreaterThan(close.position[2])
    expect(close.target[0]).toBeCloseTo(100)
  })
})
