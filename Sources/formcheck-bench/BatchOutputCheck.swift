/// Compares `formcheck batch` output with the generator's categories: line N must be
/// `{"record":N,"valid":…` and valid exactly when category N is one of the valid ones (`V`
/// for the register and checkout generators, which put exactly one defect in every other
/// record); and two outputs with each other.
enum BatchOutputCheck {
  /// How many records disagree (a missing or extra line counts as one disagreement);
  /// `valid` holds the categories of valid records.
  static func disagreements(output: String, categories: String, valid: String = "V") throws(BenchError) -> Int
  {
    let validLetters = Set(valid.utf8)
    let results = try TextLines(path: output)
    let expected = try TextLines(path: categories)
    var record = 0
    var disagreements = 0
    while true {
      var category: UInt8?
      let more = expected.next { category = $0.first }
      var verdict: Bool?
      let produced = results.next { verdict = validity(of: $0, record: record + 1) }
      guard more || produced else { return disagreements }
      record += 1
      if !more || !produced || verdict != category.map(validLetters.contains) { disagreements += 1 }
    }
  }

  /// How many lines of two outputs differ (a missing or extra line counts as one).
  static func differingLines(_ first: String, _ second: String) throws(BenchError) -> Int {
    let a = try TextLines(path: first)
    let b = try TextLines(path: second)
    var differences = 0
    while true {
      var line: [UInt8]?
      let more = a.next { line = Array($0) }
      var same = false
      let other = b.next { same = line.map($0.elementsEqual) ?? false }
      guard more || other else { return differences }
      if !same { differences += 1 }
    }
  }

  /// The `valid` flag of a result line for record `record`, or nil when the line is not
  /// such a result.
  private static func validity(of line: UnsafeBufferPointer<UInt8>, record: Int) -> Bool? {
    let prefix = Array("{\"record\":\(record),\"valid\":".utf8)
    guard line.count > prefix.count, line.starts(with: prefix) else { return nil }
    switch line[prefix.count] {
    case UInt8(ascii: "t"): return true
    case UInt8(ascii: "f"): return false
    default: return nil
    }
  }
}
