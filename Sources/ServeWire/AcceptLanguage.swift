internal import FormRules

/// The locale of a page or an API answer, from the request's `Accept-Language` (RFC
/// 9110): its language ranges by decreasing weight (`q`; 1 when absent; ranges of equal
/// weight in the order sent), the first that is a well-formed tag in a language the form
/// speaks — one of the built-in languages or the spec's default locale's. `*`, weight 0
/// and malformed entries are passed over; at most ``rangeLimit`` ranges are read.
package enum AcceptLanguage {
  /// The most ranges read from one header.
  package static let rangeLimit = 32

  /// The chosen tag, or nil when no range names a language spoken (the spec's default
  /// locale then).
  package static func locale(from header: String?, defaultLocale: String) -> String? {
    guard let header else { return nil }
    var ranges: [(tag: String, weight: Double)] = []
    for part in header.split(separator: ",").prefix(rangeLimit) {
      let pieces = part.split(separator: ";").map { String($0).trimmingBlanks() }
      guard let tag = pieces.first, !tag.isEmpty, tag != "*" else { continue }
      var weight = 1.0
      for parameter in pieces.dropFirst() where parameter.lowercased().hasPrefix("q=") {
        guard let value = Double(parameter.dropFirst(2)), (0...1).contains(value) else {
          weight = 0
          break
        }
        weight = value
      }
      if weight > 0 { ranges.append((tag, weight)) }
    }
    let spoken = Set(BuiltInLocale.allCases.map(\.rawValue) + [primaryLanguage(of: defaultLocale)])
    let ordered = ranges.enumerated().sorted {
      ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset)
    }
    return ordered.lazy.map(\.element.tag).first {
      FormSpec.isLocaleTag($0) && spoken.contains(primaryLanguage(of: $0))
    }
  }

  /// The primary language subtag of `tag`, lowercased (`zh` of `zh-Hans-CN`).
  private static func primaryLanguage(of tag: String) -> String {
    tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
  }
}
