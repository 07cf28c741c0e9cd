import FormRules
import FormRulesIO

extension FuzzTarget {
  /// An example's `responses:` mapping as YAML → its canned responses
  /// (``CannedResponseDecoder``), then what a session makes of them (``CannedResponses``
  /// and the readers of ``ServiceJSON``). Each response has a route `METHOD /path`, a status
  /// from 100 to 599, no negative latency and a JSON body (or none) that writes and reads
  /// back the same; a route answers with the first response written for it.
  static func runCanned(_ input: [UInt8]) {
    guard let responses = CannedResponseDecoder.decode(document: input, file: "fuzz.yaml")?.responses else { return }
    let canned = CannedResponses(responses)
    for response in responses {
      let route = response.route.value
      guard route.contains(" /"), (100...599).contains(response.status), response.latency >= .zero else {
        violated("the response to '\(route)': status \(response.status), latency \(response.latency)")
      }
      if !response.body.isEmpty {
        guard let body = try? JSONParser.parse(response.body, maxDepth: 128) else {
          violated("the body of '\(route)' is no JSON: \(String(decoding: response.body, as: UTF8.self))")
        }
        var writer = JSONWriter(capacity: response.body.count)
        writer.appendValue(body)
        guard (try? JSONParser.parse(writer.bytes, maxDepth: 128)) == body else {
          violated("the body of '\(route)' reads back otherwise")
        }
      }
      let first = responses.first { $0.route.value == route }
      guard let answer = canned.answer(to: route), let first,
        answer.response == ServiceResponse(status: first.status, body: first.body), answer.latency == first.latency
      else { violated("'\(route)' is not answered with its first response") }
      runService(response.body)
    }
  }
}
