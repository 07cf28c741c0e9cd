import FormRulesFuzzing

/// One input event of the order scenario: a new value for one field of one line of an
/// order (`lines[k].sku`, `.quantity` or `.unit_price`), by path as an embedding program
/// sets it.
struct OrderEdit {
  /// The path, e.g. `lines[7].quantity`.
  let path: String
  /// Its new value.
  let value: String

  /// The fields of a line, in the spec's order.
  static let lineFields = ["sku", "quantity", "unit_price"]

  /// `count` edits drawn with `seed` over an order of `lines` lines: the line and the field
  /// are uniform; about 1 value in 10 breaks its field's rule (a lower-case sku, a quantity
  /// of 0 or 150 or a word, a price of 0 or 900), the others are in range (and may repeat
  /// another line's sku, which the `unique` rule then catches).
  static func generate(count: Int, lines: Int, seed: UInt64 = 0x0DE5_F0C5) -> [OrderEdit] {
    var random = SplitMix64(seed: seed)
    // The paths are made once, as a program holds its field paths.
    let paths = (1...lines).map { line in lineFields.map { "lines[\(line)].\($0)" } }
    var edits: [OrderEdit] = []
    edits.reserveCapacity(count)
    for _ in 0..<count {
      let field = random.int(in: 0...2)
      let line = random.int(in: 0...(lines - 1))
      let broken = random.chance(0.1)
      let value =
        switch field {
        case 0: broken ? "abc-\(random.int(in: 1000...9999))" : sku(&random)
        case 1: broken ? ["0", "150", "many"][random.int(in: 0...2)] : String(random.int(in: 1...99))
        default: broken ? ["0", "900"][random.int(in: 0...1)] : price(&random)
        }
      edits.append(OrderEdit(path: paths[line][field], value: value))
    }
    return edits
  }

  /// A sku of the spec's pattern, `[A-Z]{3}-[0-9]{4}`, from a pool of 2,000.
  static func sku(_ random: inout SplitMix64) -> String {
    sku(number: random.int(in: 0...1999))
  }

  /// The sku numbered `number` (distinct numbers give distinct skus).
  static func sku(number: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let prefix = String([letters[number / 676 % 26], letters[number / 26 % 26], letters[number % 26]])
    let digits = String(number % 10_000)
    return prefix + "-" + String(repeating: "0", count: 4 - digits.count) + digits
  }

  /// A unit price in range (0.01–500), written with two decimals.
  static func price(_ random: inout SplitMix64) -> String {
    let cents = random.int(in: 1...50_000)
    let fraction = String(cents % 100)
    return "\(cents / 100)." + (fraction.count == 1 ? "0" : "") + fraction
  }
}
