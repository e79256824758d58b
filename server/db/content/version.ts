/**
 * Bump when a file in server/db/content adds rows: existing databases get the new ones on the next start
 * (edited rows are kept). Apart from the content itself, so a start that finds it current never loads the pages.
 */
export const CONTENT_VERSION = '5'
