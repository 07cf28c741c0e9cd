extension Expression {
  /// Every distinct field property the expression reads, in source order; a property
  /// read twice is listed once, with the location of its first occurrence.
  ///
  /// The first ``referenceScanLimit`` distinct references are deduplicated by scanning the
  /// list (a usual condition reads a few properties, and a scan allocates nothing); from
  /// then on they are indexed in a set, so a huge expression stays linear.
  var references: [FieldReference] {
    var result: [FieldReference] = []
    var seen: Set<FieldReference> = []
    forEachReference { reference in
      if result.count < Self.referenceScanLimit {
        if !result.contains(reference) { result.append(reference) }
        return
      }
      if seen.isEmpty { seen = Set(result) }
      if seen.insert(reference).inserted { result.append(reference) }
    }
    return result
  }

  /// How many distinct references ``references`` deduplicates by scanning before it
  /// indexes them.
  static let referenceScanLimit = 16

  /// Calls `body` with every reference, duplicates included, in source order.
  package func forEachReference(_ body: (FieldReference) -> Void) {
    switch node {
    case .literal, .today:
      break
    case .reference(let reference):
      body(reference)
    case .not(let operand):
      operand.forEachReference(body)
    case .and(let operands), .or(let operands):
      for operand in operands { operand.forEachReference(body) }
    case .comparison(_, let lhs, let rhs, _), .arithmetic(_, let lhs, let rhs, _):
      lhs.forEachReference(body)
      rhs.forEachReference(body)
    case .computed(_, let expression):
      expression.forEachReference(body)
    }
  }
}
