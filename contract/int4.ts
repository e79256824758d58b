/**
 * The largest value of a PostgreSQL `integer` (int4) column, which every id and board version is. An
 * id above it can name nothing, so schemas refuse it at validation instead of letting it reach the
 * database, which would refuse the query itself (and log an error for what is only bad input).
 */
export const INT4_MAX = 2_147_483_647
