export * from './choices'
export * from './eligibility'
export * from './rules'
export * from './window'
