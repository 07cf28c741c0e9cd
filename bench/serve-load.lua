-- wrk script of the serve benchmark: POSTs the records of a JSON Lines file, in turn, as
-- JSON bodies, and prints one JSON line of figures when done.
-- Usage: wrk -t T -c C -d D -s bench/serve-load.lua URL -- RECORDS.jsonl
local threads = {}

function setup(thread)
  thread:set("offset", #threads)
  table.insert(threads, thread)
end

function init(args)
  bodies = {}
  for line in io.lines(args[1]) do
    if #line > 0 then table.insert(bodies, line) end
  end
  if #bodies == 0 then error("no records in " .. tostring(args[1])) end
  -- Each thread starts at a different record, so the threads do not send the same ones.
  next_body = (offset * 7919) % #bodies + 1
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  non_200 = 0
end

function request()
  local body = bodies[next_body]
  next_body = next_body % #bodies + 1
  return wrk.format(nil, nil, nil, body)
end

function response(status, headers, body)
  if status ~= 200 then non_200 = non_200 + 1 end
end

function done(summary, latency, requests)
  local non_200_total = 0
  for _, thread in ipairs(threads) do non_200_total = non_200_total + thread:get("non_200") end
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,' ..
    '"errors":%d,"non_200":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect + errors.read + errors.write + errors.timeout, non_200_total))
end
