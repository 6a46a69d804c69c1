/**
 * The Lua scripts the Redis stores run on the server, so that each decision is one atomic step no
 * matter how many gateway processes share the Redis.
 */

/**
 * Meter consume. KEYS: the counters. ARGV: each counter's limit, then each counter's time to live
 * in milliseconds. Increments every counter only when all are below their limits. Returns
 * `{ exhausted, count1, count2, … }`: `exhausted` is 0 when allowed, else the 1-based index of the
 * first counter at its limit (counts then unchanged). Every read and every argument is checked
 * before the first write: Redis does not undo a script that fails halfway, so a bad argument must
 * fail the call with nothing counted.
 */
export const CONSUME_SCRIPT = `
local n = #KEYS
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
    return out
  end
end
for i = 1, n do
  out[i + 1] = redis.call('INCR', KEYS[i])
  redis.call('PEXPIRE', KEYS[i], ttl[i])
end
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
