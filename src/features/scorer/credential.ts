/**
 * What the scorer page sends scores with (docs/decisions/0044): the login of an account with the scorer
 * role, or a token entered on the page (a named feed token from the tournament office, or SCORER_TOKEN).
 */
export type ScorerCredential = { kind: 'login'; name: string } | { kind: 'token'; token: string }

/** The bearer postScore sends: null means the session's own access token. */
export const bearerOf = (credential: ScorerCredential): string | null =>
  credential.kind === 'token' ? credential.token : null
