export * from './affiliation'
export * from './faq'
export * from './inquiries'
export * from './inquiry-categories'
