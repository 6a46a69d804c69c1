/**
 * The Lua scripts the Redis stores run on the server, so that each decision is one atomic step no
 * matter how many gateway processes share the Redis.
 */

/**
 * Meter consume. KEYS: the counters (on Redis Cluster, all in one hash slot). ARGV: each counter's
 * limit, then each counter's time to live in milliseconds, then (optional) the deadline: epoch
 * milliseconds by Redis' own clock (`TIME`) after which the gateway has given up on this call (0 or
 * absent: none). A script that starts after its deadline (Redis was frozen and ran it late) counts
 * nothing and returns `{ -1, now }`, so a call the gateway answered 503 is never counted later
 * (ruling 26). Otherwise increments every counter only when all are below their limits. Returns
 * `{ exhausted, count1, count2, …, now }`: `exhausted` is 0 when allowed, else the 1-based index of
 * the first counter at its limit (counts then unchanged); `now` is Redis' clock in milliseconds.
 * Every read and every argument is checked before the first write: Redis does not undo a script
 * that fails halfway, so a bad argument must fail the call with nothing counted.
 */
export const CONSUME_SCRIPT = `
local n = #KEYS
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local deadline = tonumber(ARGV[2 * n + 1] or '0')
if deadline == nil then
  return redis.error_reply('ERR daycalc consume: bad deadline')
end
if deadline > 0 and now > deadline then
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
out[n + 2] = now
return out
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
