-- wrk script of scripts/scale-out's validate measurement: POSTs {"username": NAME} to a
-- form's validate route, half the requests for a name registered before, half for a name
-- no request has sent before (this thread's id and its request counter, and a label that
-- tells the wrk processes apart); prints one JSON line of figures when done, as
-- bench/serve-load.lua does, whose setup, response and done it reuses.
-- Usage: wrk -t T -c C -d D -s bench/scale-out-validate.lua URL -- PREFIX COUNT LABEL
--   (registered names are PREFIX0 … PREFIX(COUNT-1); LABEL: letters, digits, underscores)
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "serve-load.lua")

function init(args)
  prefix, count, label = args[1], tonumber(args[2]), args[3]
  if not (prefix and count and count >= 1 and label) then
    error("usage: wrk … -s bench/scale-out-validate.lua URL -- PREFIX COUNT LABEL")
  end
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  counter = 0
  non_200 = 0
end

function request()
  counter = counter + 1
  local name
  if counter % 2 == 0 then
    -- Threads start at different registered names, so they do not look up the same ones.
    name = prefix .. ((offset * 7919 + counter / 2) % count)
  else
    name = string.format("fresh_%s_%d_%d", label, offset, counter)
  end
  return wrk.format(nil, nil, nil, '{"username":"' .. name .. '"}')
end
