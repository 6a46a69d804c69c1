/**
 * History page. KEYS[1]: the account's sorted set (`RECORD_SCRIPT`'s). ARGV: the newest score
 * (`+inf` or epoch ms, inclusive), the oldest score (`-inf` or epoch ms, inclusive), the cursor's time
 * (epoch ms, or empty for none) and request id, the most entries returned, the operation and the
 * status an entry must have (empty: any), and the most entries examined.
 *
 * Reads newest first on the server in batches of 100 (`ZREVRANGEBYSCORE … LIMIT`): entries of one
 * millisecond come in descending order of their JSON text, which starts with the request id
 * (`boundHistoryEntry` puts it first), so by request id as `pickHistoryPage` orders them. Entries at
 * the cursor's millisecond that are not strictly after the cursor are skipped; the rest are examined
 * (at most the given number) and those matching the filters returned (at most the given number).
 * So the client receives no more than the page it answers, whatever the filters skip.
 *
 * Returns `{ done, last_time, last_request_id, member, … }`: `done` 1 when no entry is left in the
 * range after the last one examined, `last_time`/`last_request_id` the last entry examined (empty
 * when none), then the matching entries' JSON, newest first.
 */
export const HISTORY_PAGE_SCRIPT = `
local max, min = ARGV[1], ARGV[2]
local cursorTime = tonumber(ARGV[3])
local cursorId = ARGV[4]
local count = tonumber(ARGV[5])
local operation = ARGV[6]
local status = tonumber(ARGV[7])
local most = tonumber(ARGV[8])
if count == nil or most == nil or count < 1 or most < 1 then
  return redis.error_reply('ERR daycalc history page: bad count')
end
local out = { 0, '', '' }
local found, examined, offset, batch = 0, 0, 0, 100
while true do
  local members = redis.call('ZREVRANGEBYSCORE', KEYS[1], max, min, 'WITHSCORES', 'LIMIT', offset, batch)
  for i = 1, #members, 2 do
    local member, time = members[i], tonumber(members[i + 1])
    local ok, entry = pcall(cjson.decode, member)
    if not ok or type(entry) ~= 'table' then entry = {} end
    local id = type(entry.request_id) == 'string' and entry.request_id or ''
    if cursorTime == nil or time < cursorTime or id < cursorId then
      examined = examined + 1
      out[2], out[3] = time, id
      if (operation == '' or entry.operation == operation) and (status == nil or entry.status == status) then
        out[#out + 1] = member
        found = found + 1
        if found >= count then return out end
      end
      if examined >= most then return out end
    end
  end
  if #members < 2 * batch then
    out[1] = 1
    return out
  end
  offset = offset + batch
end
`;
