/// The message of each rule: the spec's own `message:` when it has one, else a clear
/// default that names the field by its label.
struct DefaultMessages {
  /// The field's label.
  let label: String
  /// The rule's `message:`, if written.
  let custom: String?

  func minLength(_ minimum: Int) -> String {
    custom ?? "\(label) must be at least \(minimum) \(minimum == 1 ? "character" : "characters")"
  }

  func maxLength(_ maximum: Int) -> String {
    custom ?? "\(label) must be at most \(maximum) \(maximum == 1 ? "character" : "characters")"
  }

  var pattern: String { custom ?? "\(label) has an invalid format" }

  func equals(_ otherLabel: String) -> String { custom ?? "\(label) must match \(otherLabel)" }

  func oneOf(_ allowed: [String]) -> String {
    custom ?? "\(label) must be one of: \(allowed.joined(separator: ", "))"
  }

  func minimum(_ limit: Double) -> String { custom ?? "\(label) must be at least \(Self.format(limit))" }

  func maximum(_ limit: Double) -> String { custom ?? "\(label) must be at most \(Self.format(limit))" }

  /// Shown when a `min`/`max` field holds something that is not a number.
  var notANumber: String { "\(label) must be a number" }

  var absent: String { custom ?? "\(label) is already taken" }

  var present: String { custom ?? "\(label) does not exist" }

  var invalid: String { custom ?? "\(label) is not valid" }

  /// `18` rather than `18.0`: whole numbers a spec can hold are written without a fraction.
  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) <= SpecLimits.largestNumber { return String(Int(number)) }
    return String(number)
  }
}
