/// "Did you mean …?" for misspelled names: the closest known name within a small edit
/// distance.
///
/// Distance is the optimal-string-alignment variant of Damerau–Levenshtein over Unicode
/// scalars, ignoring case, so a swapped pair (`emial` → `email`) costs one edit.
package enum NameSuggestion {
  /// Names longer than this (in scalars) get no suggestion; it keeps the quadratic
  /// distance computation small whatever a spec contains.
  static let maximumNameLength = 128

  /// The candidate closest to `name`, or `nil` when none is close enough.
  ///
  /// A candidate qualifies when its distance to `name` is at most `(name length + 2) / 3`
  /// (one edit for names of up to four scalars, two up to seven, …) and smaller than the
  /// longer name's length (so `x` is never "corrected" to `y`). Ties go to the
  /// alphabetically first candidate, so the answer does not depend on the collection's
  /// order. A candidate equal to `name` is skipped: there is nothing to suggest.
  /// ``suggestion(for:among:)``, and when none is close and `name` is a bare name, the
  /// candidate path whose last part is close to it (`stret` → `address.street`: a name
  /// written inside a group, where paths are the candidates).
  package static func pathSuggestion(for name: String, among candidates: some Collection<String>) -> String? {
    if let suggestion = suggestion(for: name, among: candidates) { return suggestion }
    guard !name.contains(".") else { return nil }
    var byLastPart: [String: String] = [:]
    for candidate in candidates where candidate.contains(".") {
      let last = String(candidate.split(separator: ".").last ?? "")
      if byLastPart[last] == nil { byLastPart[last] = candidate }
    }
    return suggestion(for: name, among: byLastPart.keys.sorted()).flatMap { byLastPart[$0] }
  }

  package static func suggestion(for name: String, among candidates: some Collection<String>) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= maximumNameLength else { return nil }
    let threshold = (target.count + 2) / 3
    var best: (distance: Int, name: String)?
    for candidate in candidates where candidate != name {
      let scalars = Array(candidate.lowercased().unicodeScalars)
      guard scalars.count <= maximumNameLength,
        abs(scalars.count - target.count) <= threshold
      else { continue }
      let distance = editDistance(target, scalars)
      guard distance <= threshold, distance < max(target.count, scalars.count) else { continue }
      if let current = best,
        (current.distance, current.name) <= (distance, candidate)
      {
        continue
      }
      best = (distance, candidate)
    }
    return best?.name
  }

  /// The optimal-string-alignment distance between two scalar sequences: insertions,
  /// deletions, substitutions and transpositions of adjacent scalars each cost one.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    // Three rows: two back (for transpositions), previous and current.
    var twoBack = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, twoBack[j - 2] + 1)
        }
        current[j] = value
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }
}
