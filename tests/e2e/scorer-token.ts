/** The scorer token of the browser tests' server (playwright.config.ts sets it): tests post scores with it. */
export const E2E_SCORER_TOKEN = 'e2e-scorer-token-0123456789'
