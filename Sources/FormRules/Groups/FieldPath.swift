/// A path to a field or an item of a session with groups: `address.city`,
/// `phones[2].number`, `lines[1].parts[3]` (items numbered from 1, as records are).
struct FieldPath {
  /// One step: a name (a flat field's, or a repeated group's) and the item it picks.
  struct Step: Equatable {
    var name: String
    var item: Int?
  }

  /// The steps, outermost first.
  let steps: [Step]

  /// Reads `text`; nil when it is malformed (an empty name, a bracket without a whole
  /// number from 1, anything after `]` but a dot).
  init?(_ text: String) {
    var steps: [Step] = []
    var name = ""
    var rest = Substring(text)
    while let character = rest.first {
      rest = rest.dropFirst()
      switch character {
      case "[":
        guard !name.isEmpty, let close = rest.firstIndex(of: "]"), let number = Int(rest[..<close]),
          number >= 1
        else { return nil }
        steps.append(Step(name: name, item: number))
        name = ""
        rest = rest[rest.index(after: close)...]
        guard rest.isEmpty || rest.first == "." else { return nil }
        if !rest.isEmpty { rest = rest.dropFirst() }
        if rest.isEmpty, text.hasSuffix(".") { return nil }
      default:
        name.append(character)
      }
    }
    if !name.isEmpty {
      steps.append(Step(name: name, item: nil))
    } else if steps.isEmpty {
      return nil
    }
    self.steps = steps
  }
}
