/// Decodes one entry of an example's `expect:`.
///
/// Forms: a word (`ok`, `empty`, `failed`, `validating` set the status; `valid` /
/// `invalid` the validity; `enabled` / `disabled` the enabled flag); `{ok: MESSAGE}` or
/// `{failed: MESSAGE}` (status and message); or a mapping of `status`, `message`,
/// `enabled` (bool), `valid` (bool), `visible` (bool; `visible` / `hidden` as words) and
/// `value` (a field's value, a computed value's value; `null`: empty or absent). The
/// same forms serve fields, computed values (which have only `value`) and buttons; a
/// list has `status` (`ok`, `loading`, `failed`), `message`, `count` (the number of
/// matching items) and `items` (the keys of the items shown, in order).
enum ExpectationDecoder {
  /// The statuses an expectation can name.
  static let statuses = ["ok", "empty", "failed", "validating"]
  /// The words of the one-word form.
  static let words = statuses + ["valid", "invalid", "enabled", "disabled", "visible", "hidden"]
  /// The keys of the mapping form.
  static let keys = [
    "ok", "failed", "status", "message", "enabled", "valid", "visible", "value", "count", "items",
  ]

  /// Decodes what is expected of `target` from `node`. Returns nil when nothing usable
  /// is expected.
  static func decode(
    target: Located<String>, node: YAMLNode, reader: inout SpecReader
  ) -> ExampleDefinition.Expectation? {
    var expectation = ExampleDefinition.Expectation(
      target: target, status: nil, message: nil, enabled: nil, valid: nil)
    /// The expectation as the subject of a message, built only for a message.
    func what() -> String { "the expectation for '\(target.value)'" }
    switch node.content {
    case .scalar where node.isSpecNull:
      reader.report(
        .wrongType, at: reader.location(of: node), "\(what()) needs a status such as 'ok', found nothing")
      return nil
    case .scalar(let scalar):
      guard apply(word: scalar.text, to: &expectation) else {
        reportUnknown(scalar.text, among: words, at: reader.location(of: node), what: what(), reader: &reader)
        return nil
      }
      return expectation
    case .sequence, .mapping:
      return decodeMapping(node, what: what(), into: expectation, reader: &reader)
    }
  }

  /// Reads the mapping form into `expectation`.
  private static func decodeMapping(
    _ node: YAMLNode, what: @autoclosure () -> String,
    into expectation: ExampleDefinition.Expectation,
    reader: inout SpecReader
  ) -> ExampleDefinition.Expectation? {
    var expectation = expectation
    guard
      let mapping = reader.mapping(
        node, as: what(), owner: .named(what()), keys: keys,
        hint: "write an expectation as 'ok', '{failed: MESSAGE}' or '{status: ok, enabled: true}'")
    else { return nil }
    guard !mapping.entries.isEmpty else {
      reader.reportMissing(
        ["status", "message", "enabled", "valid", "visible", "value"], in: mapping, owner: .named(what()))
      return nil
    }
    reportConflicts(in: mapping, what: what(), reader: &reader)
    for entry in mapping.entries {
      switch entry.key.value {
      case "ok", "failed":
        expectation.status = expectation.status ?? entry.key.value
        if !entry.value.isSpecNull {
          expectation.message =
            expectation.message ?? reader.text(entry.value, as: entry.what, needs: "a message")
        }
      case "status":
        guard let status = reader.text(entry.value, as: entry.what, needs: "a status") else {
          continue
        }
        if statuses.contains(status) || status == ListStatus.loading.word {
          expectation.status = expectation.status ?? status
        } else {
          reportUnknown(
            status, among: statuses, at: reader.location(of: entry.value), what: what(), reader: &reader)
        }
      case "message":
        expectation.message = expectation.message ?? reader.text(entry.value, as: entry.what)
      case "enabled": expectation.enabled = reader.bool(entry.value, as: entry.what)
      case "valid": expectation.valid = reader.bool(entry.value, as: entry.what)
      case "visible": expectation.visible = reader.bool(entry.value, as: entry.what)
      case "count":
        expectation.count = reader.count(entry.value, as: entry.what, largest: Int(Int32.max))
      case "items":
        expectation.items = reader.list(entry.value, as: entry.what)?.compactMap {
          reader.text($0, as: "an item of \(entry.what)", needs: "an item's key")
        }
      case "value":
        if entry.value.isSpecNull {
          expectation.value = .some(nil)
        } else if let text = reader.text(entry.value, as: entry.what) {
          expectation.value = text
        }
      default: break
      }
    }
    return expectation
  }

  /// Reports the keys that cannot go together: `ok` with `failed`, and either of them
  /// with `status` or `message` (FR109, at the later key).
  private static func reportConflicts(
    in mapping: SpecMapping, what: @autoclosure () -> String, reader: inout SpecReader
  ) {
    // Keys are unique, so there are at most two shorthand keys; entries are read in place.
    func isShorthand(_ entry: SpecMapping.Entry) -> Bool {
      entry.key.value == "ok" || entry.key.value == "failed"
    }
    guard let firstIndex = mapping.entries.firstIndex(where: isShorthand) else { return }
    let first = mapping.entries[firstIndex]
    let rest = mapping.entries[(firstIndex + 1)...]
    if let second = rest.firstIndex(where: isShorthand) {
      reader.report(
        .conflictingKeys, at: mapping.entries[second].keyLocation,
        "\(what()) has both \(first.what) and \(mapping.entries[second].what); keep one")
    }
    for other in mapping.entries where other.key.value == "status" || other.key.value == "message" {
      let (earlier, later) = first.keyLocation < other.keyLocation ? (first, other) : (other, first)
      reader.report(
        .conflictingKeys, at: later.keyLocation,
        "\(what()) has both \(earlier.what) and \(later.what); \(first.what) already gives the status and message"
      )
    }
  }

  /// Sets what the one-word form `word` expects; false when `word` is not one.
  private static func apply(word: String, to expectation: inout ExampleDefinition.Expectation)
    -> Bool
  {
    switch word {
    case "valid", "invalid": expectation.valid = word == "valid"
    case "enabled", "disabled": expectation.enabled = word == "enabled"
    case "visible", "hidden": expectation.visible = word == "visible"
    case _ where statuses.contains(word): expectation.status = word
    default: return false
    }
    return true
  }

  /// Reports a word that is not an expectation (FR106), with a suggestion.
  private static func reportUnknown(
    _ word: String, among allowed: [String], at location: SourceLocation, what: String,
    reader: inout SpecReader
  ) {
    let suggestion = NameSuggestion.suggestion(for: word, among: allowed).map {
      " — did you mean '\($0)'?"
    }
    reader.report(
      .invalidValue, at: location, "unknown expectation '\(word)' in \(what)\(suggestion ?? "")",
      notes: [Diagnostic.Note("expect one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))")]
    )
  }
}
