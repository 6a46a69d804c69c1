/**
 * The Lua scripts the Redis stores run on the server, so that each decision is one atomic step no
 * matter how many gateway processes share the Redis.
 */

/**
 * The start of a script that carries a deadline (docs/decisions.md#metering): reads Redis' clock into `now` (epoch
 * ms) and returns `{ -1, now }` at once, having written nothing, when the deadline (the Lua
 * expression `argument`: epoch ms by Redis' clock, 0 or absent for none) has passed.
 */
const nowAndDeadline = (argument: string, script: string): string => `local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local deadline = tonumber(${argument} or '0')
if deadline == nil then
  return redis.error_reply('ERR daycalc ${script}: bad deadline')
end
if deadline > 0 and now > deadline then
  return { -1, now }
end
`;

/**
 * Meter consume. KEYS: the counters (on Redis Cluster, all in one hash slot), then the hash of call
 * records of their scope (same slot). ARGV: each counter's limit, then each counter's time to live
 * in milliseconds, then the deadline (epoch milliseconds by Redis' own clock, `TIME`, after which
 * the gateway has given up on this call; 0: none), the call's id and the record's time to live in
 * milliseconds. A script that starts after its deadline (Redis was frozen and ran it late), or
 * whose call was already refunded (`REFUND_SCRIPT` got there first), counts nothing and returns
 * `{ -1, now }`, so a call the gateway answered 503 is never counted later (docs/decisions.md#metering). Otherwise
 * increments every counter only when all are below their limits, and then records the call id as
 * counted (`c`), so a refund sent after a reply that came too late can tell. Returns
 * `{ exhausted, count1, count2, …, now }`: `exhausted` is 0 when allowed, else the 1-based index of
 * the first counter at its limit (counts then unchanged); `now` is Redis' clock in milliseconds.
 * Every read and every argument is checked before the first write: Redis does not undo a script
 * that fails halfway, so a bad argument must fail the call with nothing counted.
 */
export const CONSUME_SCRIPT = `
local n = #KEYS - 1
local calls = KEYS[n + 1]
${nowAndDeadline('ARGV[2 * n + 1]', 'consume')}local id = ARGV[2 * n + 2]
local keep = tonumber(ARGV[2 * n + 3])
if id == nil or id == '' or keep == nil or keep < 1 then
  return redis.error_reply('ERR daycalc consume: bad call id or record time to live')
end
if redis.call('HEXISTS', calls, id) == 1 then
  return { -1, now }
end
local out = { 0 }
local ttl = {}
for i = 1, n do
  out[i + 1] = tonumber(redis.call('GET', KEYS[i]) or '0')
  local limit = tonumber(ARGV[i])
  local life = tonumber(ARGV[n + i])
  if out[i + 1] == nil or limit == nil or life == nil or life < 1 then
    return redis.error_reply('ERR daycalc consume: bad counter, limit or time to live')
  end
  ttl[i] = math.floor(life)
end
for i = 1, n do
  if out[i + 1] >= tonumber(ARGV[i]) then
    out[1] = i
    out[n + 2] = now
    return out
  end
end
for i = 1, n do
  out[i + 1] = redis.call('INCR', KEYS[i])
  redis.call('PEXPIRE', KEYS[i], ttl[i])
end
redis.call('HSET', calls, id, 'c')
if redis.call('PTTL', calls) < 0 then
  redis.call('PEXPIRE', calls, math.floor(keep))
end
out[n + 2] = now
return out
`;

/**
 * Meter refund, for a consume whose reply the gateway did not get in time (it answered 503). KEYS
 * and the call id as in `CONSUME_SCRIPT` (ARGV: the call id, the record's time to live in
 * milliseconds). When the call was counted (`c`), takes one off every counter still there and marks
 * it refunded (`r`); when it has not run yet, marks it cancelled (`x`), so that the consume, should
 * Redis still run it, counts nothing; a refunded or cancelled call is left as it is, so sending a
 * refund again is harmless. Returns 1 (refunded), 0 (cancelled before it ran) or 2 (nothing to do).
 */
export const REFUND_SCRIPT = `
local n = #KEYS - 1
local calls = KEYS[n + 1]
local keep = tonumber(ARGV[2])
if ARGV[1] == nil or ARGV[1] == '' or keep == nil or keep < 1 then
  return redis.error_reply('ERR daycalc refund: bad call id or record time to live')
end
local state = redis.call('HGET', calls, ARGV[1])
if state == 'c' then
  for i = 1, n do
    if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then
      redis.call('DECR', KEYS[i])
    end
  end
  redis.call('HSET', calls, ARGV[1], 'r')
  return 1
end
if state then
  return 2
end
redis.call('HSET', calls, ARGV[1], 'x')
if redis.call('PTTL', calls) < 0 then
  redis.call('PEXPIRE', calls, math.floor(keep))
end
return 0
`;

/**
 * History record. KEYS[1]: the account's sorted set. ARGV: the entry's time (epoch ms, the score),
 * the entry as JSON, the oldest time still kept, the set's time to live in milliseconds, and the
 * most entries kept. Adds the entry, drops every entry older than retention and the oldest beyond
 * the cap, and renews the set's expiry, so an account that stops calling is forgotten after its
 * retention and no account's set grows without bound.
 */
export const RECORD_SCRIPT = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[3])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(tonumber(ARGV[5]) + 1))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

/**
 * Managed-calendar write. KEYS[1]: the account's hash of calendars (field: the lower-case id,
 * value: the calendar as JSON). ARGV: the operation (`create`, `replace` or `delete`), the id, the
 * calendar as JSON (empty for delete), the most calendars an account may hold (create only), and
 * the deadline by Redis' clock as in the consume script (0: none). Returns `{ outcome, now }`:
 * outcome 1 done (created, replaced, deleted), 0 refused (create: the account is at its limit;
 * replace, delete: no such calendar), -1 too late (nothing written: the gateway had given up on
 * the call and answered 503), -2 the id exists already (create only). Checking the count and
 * adding the calendar in one script makes the limit hold against any number of processes.
 */
export const CALENDAR_SCRIPT = `
${nowAndDeadline('ARGV[5]', 'calendar')}local op = ARGV[1]
local id = ARGV[2]
if op == 'create' then
  local max = tonumber(ARGV[4])
  if max == nil then
    return redis.error_reply('ERR daycalc calendar: bad limit')
  end
  if redis.call('HEXISTS', KEYS[1], id) == 1 then
    return { -2, now }
  end
  if redis.call('HLEN', KEYS[1]) >= max then
    return { 0, now }
  end
  redis.call('HSET', KEYS[1], id, ARGV[3])
  return { 1, now }
end
if op == 'replace' then
  if redis.call('HEXISTS', KEYS[1], id) == 0 then
    return { 0, now }
  end
  redis.call('HSET', KEYS[1], id, ARGV[3])
  return { 1, now }
end
if op == 'delete' then
  return { redis.call('HDEL', KEYS[1], id), now }
end
return redis.error_reply('ERR daycalc calendar: unknown operation')
`;
