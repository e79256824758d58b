export * from './document-ko'
export * from './rules'
