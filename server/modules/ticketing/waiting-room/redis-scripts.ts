/**
 * The Redis store's scripts: each runs atomically on the Redis server, so every node sees one line, one sequence and
 * one rate (docs/decisions/0078-ticket-waiting-room.md). All keys of a room share the hash tag `{wr:<id>}`.
 *
 * Keys: KEYS[1] q (zset token -> seq, waiting only), KEYS[2] seen (zset token -> last poll ms, waiting only),
 * KEYS[3] bucket (hash credit, at), KEYS[4] seq (INCR). Per token `<room>t:<token>` (hash session, state, until)
 * and per session `<room>s:<session>` (its live token), both with TTLs so an idle room empties itself.
 */

/** ARGV: room key prefix, token ('' if none), session, now, rate a minute, admission ms, stale ms, new token, burst. */
export const CHECK_SCRIPT = `
local room, token, session = ARGV[1], ARGV[2], ARGV[3]
local now, rate, admitMs, staleMs = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local fresh, burst = ARGV[8], tonumber(ARGV[9])

local function forget(t)
  local s = redis.call('HGET', room .. 't:' .. t, 'session')
  redis.call('DEL', room .. 't:' .. t)
  if s and redis.call('GET', room .. 's:' .. s) == t then redis.call('DEL', room .. 's:' .. s) end
end

local stale = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(' .. (now - staleMs), 'LIMIT', 0, 500)
for _, t in ipairs(stale) do
  redis.call('ZREM', KEYS[1], t)
  redis.call('ZREM', KEYS[2], t)
  forget(t)
end

local function live(t)
  if not t or t == '' then return nil end
  local h = redis.call('HMGET', room .. 't:' .. t, 'session', 'state', 'until')
  if not h[1] then return nil end
  if h[2] == 'admitted' and tonumber(h[3]) <= now then return nil end
  if h[2] == 'waiting' and not redis.call('ZSCORE', KEYS[1], t) then return nil end
  return h
end

local entry = live(token)
if entry and entry[1] ~= session then return {'foreign'} end
if not entry then
  token = redis.call('GET', room .. 's:' .. session)
  entry = live(token)
end
if not entry then
  token = fresh
  local seq = redis.call('INCR', KEYS[4])
  redis.call('HSET', room .. 't:' .. token, 'session', session, 'state', 'waiting', 'until', '0')
  redis.call('SET', room .. 's:' .. session, token)
  redis.call('ZADD', KEYS[1], seq, token)
  entry = {session, 'waiting', '0'}
end
if entry[2] == 'waiting' then
  redis.call('ZADD', KEYS[2], 'GT', now, token)
  redis.call('PEXPIRE', room .. 't:' .. token, staleMs * 2)
  redis.call('PEXPIRE', room .. 's:' .. session, staleMs * 2)
end

local bucket = redis.call('HMGET', KEYS[3], 'credit', 'at')
local credit = tonumber(bucket[1]) or 1
local at = tonumber(bucket[2]) or now
if now > at then
  credit = math.min(burst, credit + (now - at) * rate / 60000)
  at = now
end
local n = math.floor(credit)
if n > 0 then
  local heads = redis.call('ZRANGE', KEYS[1], 0, n - 1)
  for _, t in ipairs(heads) do
    redis.call('ZREM', KEYS[1], t)
    redis.call('ZREM', KEYS[2], t)
    redis.call('HSET', room .. 't:' .. t, 'state', 'admitted', 'until', string.format('%d', now + admitMs))
    redis.call('PEXPIRE', room .. 't:' .. t, admitMs)
    local s = redis.call('HGET', room .. 't:' .. t, 'session')
    if s then redis.call('PEXPIRE', room .. 's:' .. s, admitMs) end
  end
  credit = credit - #heads
end
redis.call('HSET', KEYS[3], 'credit', string.format('%.6f', credit), 'at', string.format('%d', at))
redis.call('PEXPIRE', KEYS[3], 86400000)
redis.call('PEXPIRE', KEYS[4], 86400000)

local state = redis.call('HMGET', room .. 't:' .. token, 'state', 'until')
if state[1] == 'admitted' then return {'admitted', token, state[2]} end
return {'waiting', token, tostring(redis.call('ZRANK', KEYS[1], token))}
`

/** ARGV: room key prefix, token, session, now. Answers 1 when the token is admitted for that session. */
export const ADMITTED_SCRIPT = `
local h = redis.call('HMGET', ARGV[1] .. 't:' .. ARGV[2], 'session', 'state', 'until')
if h[1] == ARGV[3] and h[2] == 'admitted' and tonumber(h[3]) > tonumber(ARGV[4]) then return 1 end
return 0`

/** ARGV: room key prefix, token, session. Ends the admission if it is that session's. */
export const END_SCRIPT = `
local h = redis.call('HMGET', ARGV[1] .. 't:' .. ARGV[2], 'session', 'state')
if h[1] ~= ARGV[3] or h[2] ~= 'admitted' then return 0 end
redis.call('DEL', ARGV[1] .. 't:' .. ARGV[2])
if redis.call('GET', ARGV[1] .. 's:' .. ARGV[3]) == ARGV[2] then redis.call('DEL', ARGV[1] .. 's:' .. ARGV[3]) end
return 1`
