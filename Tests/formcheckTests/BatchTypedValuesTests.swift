import FormRulesIO
import Foundation
import Testing

/// `formcheck batch` on records that give typed fields JSON numbers and booleans: a whole
/// number reads as an integer, numbers compare as numbers, booleans as `true`/`false`, and
/// a text field takes either as written; on the fast path and the general one alike.
@Suite("formcheck batch on typed values")
struct BatchTypedValuesTests {
  static let spec = RunTerminalTests.path("Tests/formcheckTests/Fixtures/Batch/typed-record.yaml")

  /// Each field's state on a result line, as `status` or `status(message)`; the fields
  /// given no value (empty) left out.
  static func states(_ line: String) throws -> [String: String] {
    guard case .object(let members) = try JSONParser.parse(line),
      case .object(let fields)? = members.first(where: { $0.key == "fields" })?.value
    else {
      Issue.record("not a result line: \(line)")
      return [:]
    }
    var states: [String: String] = [:]
    for field in fields {
      guard case .object(let state) = field.value,
        case .string(let status)? = state.first(where: { $0.key == "status" })?.value,
        status != "empty"
      else { continue }
      if case .string(let message)? = state.first(where: { $0.key == "message" })?.value {
        states[field.key] = "\(status)(\(message))"
      } else {
        states[field.key] = status
      }
    }
    return states
  }

  /// The states of the one record `record`, decoded as written and with its keys escaped
  /// (which takes the general path), which must agree; and the exit status.
  static func batch(_ record: String) throws -> (states: [String: String], status: Int32) {
    let outcome = try Formcheck.run(["batch", spec, "--quiet"], input: record + "\n")
    let general = try Formcheck.run(["batch", spec, "--quiet"], input: Self.escapingKeys(record) + "\n")
    let states = try Self.states(try #require(outcome.lines.first))
    #expect(try Self.states(try #require(general.lines.first)) == states, "\(record)")
    #expect(general.status == outcome.status)
    return (states, outcome.status)
  }

  /// `record` (whose string values hold no `,"`) with the first character of every key
  /// written as a `\u` escape.
  static func escapingKeys(_ record: String) -> String {
    var result = ""
    var previous: [Character] = []
    for character in record {
      let opensKey = previous.suffix(2) == ["{", "\""] || previous.suffix(2) == [",", "\""]
      if opensKey, let ascii = character.asciiValue {
        result += String(format: "\\u%04x", ascii)
      } else {
        result.append(character)
      }
      previous.append(character)
    }
    return result
  }

  @Test(arguments: [
    #"{"age":18.0,"size":1.0,"shoe":2.50,"twin":1e0,"total":2.0e0,"agree":true,"note":1.0}"#,
    #"{"age":1.8e1,"size":1e0,"shoe":1E0,"twin":1,"total":2,"agree":false,"note":true}"#,
    #"{"age":1E2,"size":"1.0","shoe":"2.5e0","twin":"1","total":"0.2e1"}"#,
    #"{"age":21,"size":100e-2,"twin":10e-1}"#,
  ])
  func numbersAndBooleansReadAsTheirTypes(record: String) throws {
    let result = try Self.batch(record)
    #expect(result.states.values.allSatisfy { $0 == "ok" }, "\(result.states)")
    #expect(result.status == 0)
  }

  @Test(arguments: [
    (#"{"age":18.5}"#, "age", "failed(Age must be a whole number)"),
    (#"{"age":"18.0"}"#, "age", "failed(Age must be a whole number)"),
    (#"{"age":1e17}"#, "age", "failed(Age must be a whole number)"),
    (#"{"age":17.0}"#, "age", "failed(Age must be at least 18)"),
    (#"{"age":-0.0}"#, "age", "failed(Age must be at least 18)"),
    (#"{"age":1.9e1}"#, "age", "failed(Age must be one of: 18, 21, 100)"),
    (#"{"size":1.5}"#, "size", "failed(Size must be at most 1)"),
    (#"{"size":true}"#, "size", "failed(Size must be a number)"),
    (#"{"shoe":2.25}"#, "shoe", "failed(Shoe must be one of: 1, 2.5)"),
    (#"{"agree":1}"#, "agree", "failed(Agree must be true or false)"),
    (#"{"agree":"yes"}"#, "agree", "failed(Agree must be true or false)"),
    (#"{"note":1}"#, "note", "failed(Note must be one of: 1.0, true)"),
    (#"{"note":1e0}"#, "note", "failed(Note must be one of: 1.0, true)"),
  ])
  func valuesNotOfTheirTypeOrRulesFail(record: String, field: String, state: String) throws {
    let result = try Self.batch(record)
    #expect(result.states[field] == state)
    #expect(result.status == 1)
  }

  @Test func twinAndTotalCompareAsNumbers() throws {
    let result = try Self.batch(#"{"size":1.0,"twin":2e0,"total":2.5}"#)
    #expect(result.states["twin"]?.hasPrefix("failed(") == true)
    #expect(result.states["total"]?.hasPrefix("failed(") == true)
    #expect(result.status == 1)
  }
}
