/// Parses a `pattern` into ``PatternSyntax``, or gives up (nil) on syntax outside the
/// subset the analyses understand. Only patterns PCRE2 accepted are given to it, so it
/// does not explain errors; it only must never misread a pattern it accepts.
package struct PatternSyntaxParser {
  private let scalars: [Unicode.Scalar]
  private var position = 0

  /// The syntax of `pattern`, or nil when it uses something the analyses do not model.
  package static func parse(_ pattern: String) -> PatternSyntax? {
    var parser = PatternSyntaxParser(scalars: Array(pattern.unicodeScalars))
    guard let syntax = parser.alternation(), parser.position == parser.scalars.count else {
      return nil
    }
    return syntax
  }

  private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

  private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  /// `sequence ('|' sequence)*`.
  private mutating func alternation() -> PatternSyntax? {
    var alternatives: [PatternSyntax] = []
    while true {
      guard let items = sequence() else { return nil }
      alternatives.append(.sequence(items))
      guard current == "|" else { break }
      position += 1
    }
    return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
  }

  /// Items with their quantifiers, up to `|`, `)` or the end.
  private mutating func sequence() -> [PatternSyntax]? {
    var items: [PatternSyntax] = []
    while let scalar = current, scalar != "|", scalar != ")" {
      let start = position
      guard let item = self.item() else { return nil }
      guard let quantified = quantifier(on: item, from: start) else { return nil }
      items.append(quantified)
    }
    return items
  }

  /// One item: a group, a class, `.`, an escape, an anchor or a literal.
  private mutating func item() -> PatternSyntax? {
    guard let scalar = current else { return nil }
    position += 1
    switch scalar {
    case "(": return group()
    case "[": return characterClass().map(PatternSyntax.atom)
    case ".": return .atom(.anyButNewline)
    case "^", "$": return .assertion
    case "\\": return escape(inClass: false)
    case "*", "+", "?", "{", "]", "}": return nil
    default: return .atom(ScalarClass(scalar))
    }
  }

  /// After `(`: a plain, non-capturing or named group.
  private mutating func group() -> PatternSyntax? {
    if current == "?" {
      position += 1
      switch current {
      case ":": position += 1
      case "<", "P", "'":
        if current == "P" { position += 1 }
        guard current == "<" || current == "'" else { return nil }
        let close: Unicode.Scalar = current == "<" ? ">" : "'"
        position += 1
        guard let first = current, first.properties.isAlphabetic || first == "_" else { return nil }
        while let scalar = current, scalar != close { position += 1 }
        position += 1
      default: return nil
      }
    } else if current == "*" {
      return nil
    }
    guard let inner = alternation(), current == ")" else { return nil }
    position += 1
    return inner
  }

  /// A quantifier after `item` (which started at `start`), if any.
  private mutating func quantifier(on item: PatternSyntax, from start: Int) -> PatternSyntax? {
    let bounds: (Int, Int?)
    switch current {
    case "*": bounds = (0, nil)
    case "+": bounds = (1, nil)
    case "?": bounds = (0, 1)
    case "{":
      guard let braces = braceBounds() else { return nil }
      bounds = braces
      position -= 1
    default: return item
    }
    if case .assertion = item { return nil }
    position += 1
    var possessive = false
    if current == "+" {
      possessive = true
      position += 1
    } else if current == "?" {
      position += 1
    }
    if let next = current, ["*", "+", "?", "{"].contains(next) { return nil }
    return .repetition(
      item, min: bounds.0, max: bounds.1, possessive: possessive, source: start..<position)
  }

  /// `{n}`, `{n,}` or `{n,m}`, leaving `position` on the closing brace; nil otherwise.
  private mutating func braceBounds() -> (Int, Int?)? {
    position += 1
    guard let low = number() else { return nil }
    var high: Int? = low
    if current == "," {
      position += 1
      high = number()
    }
    guard current == "}", high.map({ $0 >= low }) ?? true else { return nil }
    position += 1
    return (low, high)
  }

  /// A decimal number of up to five digits.
  private mutating func number() -> Int? {
    var digits = ""
    while let scalar = current, ("0"..."9").contains(scalar), digits.count < 5 {
      digits.unicodeScalars.append(scalar)
      position += 1
    }
    return Int(digits)
  }

  /// After `\`: a class escape, an assertion or an escaped literal.
  private mutating func escape(inClass: Bool) -> PatternSyntax? {
    guard let scalar = current else { return nil }
    position += 1
    switch scalar {
    case "d": return .atom(.digits)
    case "D": return .atom(ScalarClass.digits.inverted)
    case "w": return .atom(.word)
    case "W": return .atom(ScalarClass.word.inverted)
    case "s": return .atom(.space)
    case "S": return .atom(ScalarClass.space.inverted)
    case "h": return .atom(.horizontalSpace)
    case "H": return .atom(ScalarClass.horizontalSpace.inverted)
    case "v": return .atom(.verticalSpace)
    case "V": return .atom(ScalarClass.verticalSpace.inverted)
    case "b", "B", "A", "z", "Z", "G": return inClass ? nil : .assertion
    case "t": return .atom(ScalarClass("\t"))
    case "n": return .atom(ScalarClass("\n"))
    case "r": return .atom(ScalarClass("\r"))
    case "f": return .atom(ScalarClass("\u{0C}"))
    case "e": return .atom(ScalarClass("\u{1B}"))
    case "a": return .atom(ScalarClass("\u{07}"))
    case "x": return hexEscape().map { .atom(ScalarClass($0)) }
    default:
      let isWordScalar = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
      return scalar.isASCII && !isWordScalar ? .atom(ScalarClass(scalar)) : nil
    }
  }

  /// After `\x`: `hh` or `{h…}`.
  private mutating func hexEscape() -> Unicode.Scalar? {
    var digits = ""
    if current == "{" {
      position += 1
      while let scalar = current, scalar != "}" {
        digits.unicodeScalars.append(scalar)
        position += 1
      }
      guard current == "}" else { return nil }
      position += 1
    } else {
      while let scalar = current, scalar.properties.isASCIIHexDigit, digits.count < 2 {
        digits.unicodeScalars.append(scalar)
        position += 1
      }
    }
    return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
  }

  /// After `[`: the class up to its `]`.
  private mutating func characterClass() -> ScalarClass? {
    var negated = false
    if current == "^" {
      negated = true
      position += 1
    }
    var set = ScalarClass()
    var first = true
    while let scalar = current, scalar != "]" || first {
      first = false
      if scalar == "[" { return nil }  // POSIX classes such as [:alpha:]
      guard let low = classMember() else { return nil }
      if current == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
        position += 1
        guard case .single(let lowScalar) = low, case .single(let high)? = classMember(),
          lowScalar.value <= high.value
        else { return nil }
        set.insert(lowScalar.value...high.value)
      } else {
        switch low {
        case .single(let scalar): set.insert(scalar.value...scalar.value)
        case .set(let members): set.formUnion(members)
        }
      }
    }
    guard current == "]" else { return nil }
    position += 1
    return negated ? set.inverted : set
  }

  /// One member of a class: a scalar, or a class escape such as `\d`.
  private enum ClassMember {
    case single(Unicode.Scalar)
    case set(ScalarClass)
  }

  private mutating func classMember() -> ClassMember? {
    guard let scalar = current else { return nil }
    position += 1
    guard scalar == "\\" else { return .single(scalar) }
    if current == "b" {
      position += 1
      return .single("\u{08}")
    }
    guard case .atom(let set)? = escape(inClass: true) else { return nil }
    let samples = set.samples
    if samples.count == 1, set == ScalarClass(samples[0]) { return .single(samples[0]) }
    return .set(set)
  }
}
