/** The ticket signing secret of the browser tests' server (playwright.config.ts sets it): tests sign codes with it. */
export const E2E_TICKET_SIGNING_SECRET = 'e2e-ticket-signing-secret-0123456789'
