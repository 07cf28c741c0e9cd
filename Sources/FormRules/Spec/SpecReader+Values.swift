/// Typed scalar values. Each method names the value `what` (e.g. `'min_length'`) in its
/// messages, reports at the value node's location, and returns nil on a mistake.
extension SpecReader {
  /// Any non-null scalar as its text, exactly as written (`18` is "18", `yes` is "yes").
  /// A list, a mapping or nothing is wrong (FR102, "`what` needs `noun`, found …").
  mutating func text(_ node: YAMLNode, as what: @autoclosure () -> String, needs noun: String = "text")
    -> String?
  {
    guard let scalar = node.scalar, !node.isSpecNull else {
      report(.wrongType, at: location(of: node), "\(what()) needs \(noun), found \(node.specDescription)")
      return nil
    }
    return scalar.text
  }

  /// Like ``text(_:as:needs:)``, located at the text's first character (inside quotes).
  mutating func locatedText(
    _ node: YAMLNode, as what: @autoclosure () -> String, needs noun: String = "text"
  ) -> Located<String>? {
    text(node, as: what(), needs: noun).map { Located(value: $0, location: contentLocation(of: node)) }
  }

  /// A plain `true` or `false`. `yes`, `on` or a quoted `"true"` are text (FR102, with a
  /// note saying to write true or false).
  mutating func bool(_ node: YAMLNode, as what: @autoclosure () -> String) -> Bool? {
    if let value = node.scalar?.bool {
      return value
    }
    var note = "use true or false"
    if let scalar = node.scalar {
      if scalar.style != .plain, Self.asPlain(scalar.text).bool != nil {
        note =
          "\(YAMLNode.specQuoted(scalar.text)) in quotes is text: write \(scalar.text) without quotes"
      } else if Self.yaml11Booleans.contains(scalar.text.lowercased()) {
        note = "YAML 1.2 reads '\(scalar.text)' as text, not as a boolean: use true or false"
      }
    }
    report(
      .wrongType, at: location(of: node), "\(what()) needs true or false, found \(node.specDescription)",
      notes: [Diagnostic.Note(note)])
    return nil
  }

  /// A whole number from 0 to `largest`, from a plain scalar. A quoted `"6"` or `6.5` is
  /// the wrong type (FR102); `-1` or a whole number above `largest` (however written:
  /// `1e9`, or too large for `Int`) is out of range (FR106, naming the bound).
  mutating func count(_ node: YAMLNode, as what: @autoclosure () -> String, largest: Int) -> Int? {
    guard let scalar = node.scalar, let value = scalar.integer else {
      if let scalar = node.scalar, let number = scalar.number, number.isFinite,
        number.rounded() == number, number.magnitude > Double(largest)
      {
        reportOutOfRange(node, what(), number < 0 ? "must be 0 or more" : "must be at most \(largest)")
      } else {
        report(
          .wrongType, at: location(of: node),
          "\(what()) needs a whole number, found \(node.specDescription)",
          notes: quoteNotes(node))
      }
      return nil
    }
    guard value >= 0 else {
      reportOutOfRange(node, what(), "must be 0 or more")
      return nil
    }
    guard value <= largest else {
      reportOutOfRange(node, what(), "must be at most \(largest)")
      return nil
    }
    return value
  }

  /// A number (integer or decimal) of magnitude at most `largest`, from a plain scalar; a
  /// quoted `"5"` is the wrong type (FR102), `.inf`, `.nan` and numbers beyond `largest`
  /// are out of range (FR106). `-0` is read as 0.
  mutating func number(_ node: YAMLNode, as what: @autoclosure () -> String, largest: Double)
    -> Double?
  {
    guard let scalar = node.scalar, let value = scalar.number else {
      report(
        .wrongType, at: location(of: node), "\(what()) needs a number, found \(node.specDescription)",
        notes: quoteNotes(node))
      return nil
    }
    guard value.isFinite else {
      reportOutOfRange(node, what(), "must be a finite number")
      return nil
    }
    guard value.magnitude <= largest else {
      let bound = NumericText.format(largest)
      reportOutOfRange(node, what(), "must be between -\(bound) and \(bound)")
      return nil
    }
    return value + 0  // -0 + 0 is +0
  }

  /// Reports the value of `node` out of range for `what` (FR106): `'min_length: …' must
  /// be at most 1000000, found 1e9`.
  private mutating func reportOutOfRange(_ node: YAMLNode, _ what: String, _ requirement: String) {
    let found = node.scalar?.text ?? node.specDescription
    report(.invalidValue, at: location(of: node), "\(what) \(requirement), found \(found)")
  }

  /// A duration as ``DurationSyntax`` reads it. A malformed or negative one is FR105, one
  /// longer than an hour FR106, a list, mapping or nothing FR102.
  mutating func duration(_ node: YAMLNode, as what: @autoclosure () -> String) -> Duration? {
    let expected = "a duration such as '300ms' or '2s'"
    guard let scalar = node.scalar, !node.isSpecNull else {
      report(
        .wrongType, at: location(of: node), "\(what()) needs \(expected), found \(node.specDescription)")
      return nil
    }
    let text = scalar.text
    switch DurationSyntax.parse(text) {
    case .success(let duration):
      return duration
    case .failure(.negative):
      report(.invalidDuration, at: location(of: node), "\(what()) cannot be negative, found '\(text)'")
    case .failure(.space):
      let joined = text.filter { $0 != " " }
      report(
        .invalidDuration, at: location(of: node),
        "\(what()) has a space between number and unit in '\(text)': write '\(joined)'")
    case .failure(.missingUnit):
      report(
        .invalidDuration, at: location(of: node),
        "\(what()) needs a unit after '\(text)': write '\(text)ms' or '\(text)s'")
    case .failure(.tooPrecise):
      report(.invalidDuration, at: location(of: node), "\(what()) is finer than a nanosecond: '\(text)'")
    case .failure(.malformed):
      report(
        .invalidDuration, at: location(of: node),
        "\(what()) needs \(expected), found \(node.specDescription)")
    case .failure(.tooLong):
      report(
        .invalidValue, at: location(of: node),
        "\(what()) must be at most 1 hour ('3600s'), found '\(text)'")
    }
    return nil
  }

  /// A date `YYYY-MM-DD` that exists; anything else is FR106.
  mutating func date(_ node: YAMLNode, as what: @autoclosure () -> String) -> CalendarDate? {
    guard let text = text(node, as: what(), needs: "a date (YYYY-MM-DD)") else { return nil }
    if let date = CalendarDate(text) { return date }
    report(
      .invalidValue, at: location(of: node), "\(what()) needs a date YYYY-MM-DD that exists, found \(text)")
    return nil
  }

  /// One of `graphemes`, `scalars`, `utf8`, `utf16`; anything else is FR106 with a
  /// suggestion.
  mutating func lengthUnit(_ node: YAMLNode, as what: @autoclosure () -> String) -> LengthUnit? {
    word(node, as: what(), noun: "length unit")
  }

  /// One of the keywords of `Word` (its raw values), named `noun` in messages (`length
  /// unit`); anything else is FR106 at the value, with a suggestion when one is close and
  /// a note listing the keywords.
  mutating func word<Word: RawRepresentable & CaseIterable>(
    _ node: YAMLNode, as what: @autoclosure () -> String, noun: String
  ) -> Word? where Word.RawValue == String {
    guard let text = text(node, as: what(), needs: "a \(noun)") else { return nil }
    if let word = Word(rawValue: text) { return word }
    let words = Word.allCases.map(\.rawValue)
    let suggestion = NameSuggestion.suggestion(for: text, among: words).map {
      " — did you mean '\($0)'?"
    }
    report(
      .invalidValue, at: location(of: node),
      "unknown \(noun) '\(text)' in \(what())\(suggestion ?? "")",
      notes: [Diagnostic.Note("a \(noun) is one of \(words.map { "'\($0)'" }.joined(separator: ", "))")])
    return nil
  }

  /// YAML 1.1 spellings of booleans that YAML 1.2 reads as text.
  private static let yaml11Booleans: Set<String> = ["yes", "no", "y", "n", "on", "off"]

  /// `text` as if it had been written as a plain scalar, to ask what it would mean.
  private static func asPlain(_ text: String) -> YAMLScalar {
    YAMLScalar(text: text, style: .plain, tag: nil)
  }

  /// A note for a quoted scalar that would be a number without its quotes.
  private func quoteNotes(_ node: YAMLNode) -> [Diagnostic.Note] {
    guard let scalar = node.scalar, scalar.style != .plain, Self.asPlain(scalar.text).number != nil
    else {
      return []
    }
    return [
      Diagnostic.Note(
        "\(YAMLNode.specQuoted(scalar.text)) in quotes is text: write \(scalar.text) without quotes"
      )
    ]
  }
}
