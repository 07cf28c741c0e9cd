import FormRulesFuzzing

/// One input event of the propagation scenario: a new value for one register field.
struct RegisterEdit {
  /// The field: 0 username, 1 password, 2 repeat_password.
  let field: Int
  /// Its new value.
  let value: String

  /// The fields' names, by index.
  static let fieldNames = ["username", "password", "repeat_password"]

  /// Characters allowed in a user name.
  private static let wordCharacters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
  /// Characters a user name may not have; each character of a value is one of these with
  /// probability 2 %, so that the pattern rule fails now and then (about 1 value in 6)
  /// while the stream keeps the anchor's shape (1.39–1.40 imperative emissions per event).
  private static let otherCharacters = Array(" -.é")

  /// `count` edits drawn with `seed`, shaped like the RxSwift anchor's stream: the field is
  /// uniform among the three, values are 0–12 characters, 15 % of user names are taken
  /// ones, and 40 % of repeat edits copy the current password.
  static func generate(count: Int, taken: [String], seed: UInt64 = 0x5EED_F0C5) -> [RegisterEdit] {
    var random = SplitMix64(seed: seed)
    var password = ""
    var edits: [RegisterEdit] = []
    edits.reserveCapacity(count)
    for _ in 0..<count {
      let field = random.int(in: 0...2)
      let value: String
      switch field {
      case 0 where random.chance(0.15):
        value = taken[random.int(in: 0...(taken.count - 1))]
      case 2 where random.chance(0.40):
        value = password
      default:
        value = word(&random)
      }
      if field == 1 { password = value }
      edits.append(RegisterEdit(field: field, value: value))
    }
    return edits
  }

  /// A value of 0–12 characters.
  private static func word(_ random: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<random.int(in: 0...12) {
      let characters = random.chance(0.02) ? otherCharacters : wordCharacters
      text.append(characters[random.int(in: 0...(characters.count - 1))])
    }
    return text
  }
}
