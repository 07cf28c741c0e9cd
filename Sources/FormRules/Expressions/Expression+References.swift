extension Expression {
  /// Every distinct field property the expression reads, in source order; a property
  /// read twice is listed once, with the location of its first occurrence.
  var references: [FieldReference] {
    var seen: Set<FieldReference> = []
    var result: [FieldReference] = []
    forEachReference { reference in
      if seen.insert(reference).inserted { result.append(reference) }
    }
    return result
  }

  /// Calls `body` with every reference, duplicates included, in source order.
  func forEachReference(_ body: (FieldReference) -> Void) {
    switch node {
    case .literal:
      break
    case .reference(let reference):
      body(reference)
    case .not(let operand):
      operand.forEachReference(body)
    case .and(let operands), .or(let operands):
      for operand in operands { operand.forEachReference(body) }
    case .comparison(_, let lhs, let rhs, _):
      lhs.forEachReference(body)
      rhs.forEachReference(body)
    }
  }
}
