import FormRules
import FormRulesFuzzing
import Foundation

/// The order form in process (`bench/peers-order.yaml`: a customer group, 1–20 repeated
/// lines with a unique sku, an amount per line, a summed total, a button): an order filled
/// with valid lines, timed as an embedding program drives it — edits by path inside the
/// order, and items added and removed.
struct OrderForm {
  /// The compiled spec.
  let spec: FormSpec

  /// Compiles the spec at `path`.
  init(path: String) throws {
    let yaml = try String(contentsOfFile: path, encoding: .utf8)
    spec = try FormSpec(yaml: yaml, file: path)
  }

  /// A fresh session holding a valid customer and `lines` valid lines with distinct skus.
  func order(lines: Int) throws -> Form {
    let form = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
    try form.set("customer.name", to: "Ada Lovelace")
    try form.set("customer.email", to: "ada@example.org")
    while try form.itemCount(of: "lines") < lines { try form.addItem(to: "lines") }
    for line in 1...lines { try fill(form, line: line, sku: line) }
    return form
  }

  /// Seconds to apply every edit to a fresh, observed order of `lines` lines.
  func timeEdits(_ edits: [OrderEdit], lines: Int) throws -> Double {
    let form = try order(lines: lines)
    let counter = CallbackCounter()
    let observation = form.observe { _ in counter.count &+= 1 }
    defer { observation.cancel() }
    let seconds = try Stopwatch.seconds {
      for edit in edits { try form.set(edit.path, to: edit.value) }
    }
    guard counter.count > 0 || edits.isEmpty else { throw BenchError("order: the observer saw no change") }
    return seconds
  }

  /// Seconds per add and per remove, summed over `pairs` rounds on an observed order of
  /// `lines` lines: add an item (timed), fill it (untimed), remove a line drawn at random
  /// (timed; the later lines move up), so that the order has `lines` filled lines again.
  func timeAddRemove(pairs: Int, lines: Int, seed: UInt64 = 0xADD_5EED) throws -> (
    add: Double, remove: Double
  ) {
    let form = try order(lines: lines)
    let observation = form.observe { _ in }
    defer { observation.cancel() }
    let removals = (1...(lines + 1)).map { "lines[\($0)]" }
    var random = SplitMix64(seed: seed)
    var adding = 0.0
    var removing = 0.0
    for pair in 0..<pairs {
      let start = Stopwatch.now()
      let count = try form.addItem(to: "lines")
      adding += Stopwatch.now() - start
      try fill(form, line: count, sku: lines + 1 + pair)
      let removal = removals[random.int(in: 0...lines)]
      let middle = Stopwatch.now()
      try form.removeItem(removal)
      removing += Stopwatch.now() - middle
    }
    guard try form.itemCount(of: "lines") == lines else { throw BenchError("order: add/remove lost count") }
    return (adding, removing)
  }

  /// Sets line `line`'s fields to valid values, its sku numbered `sku`.
  private func fill(_ form: Form, line: Int, sku: Int) throws {
    try form.set("lines[\(line)].sku", to: OrderEdit.sku(number: sku))
    try form.set("lines[\(line)].quantity", to: String(1 + line % 9))
    try form.set("lines[\(line)].unit_price", to: "9.50")
  }
}
