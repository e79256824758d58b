/** The association's welfare rules (docs/requirements/my-page.md#my-7 to #my-10), pure. */
export * from './amounts'
export * from './deadlines'
export * from './eligibility'
export * from './rules'
