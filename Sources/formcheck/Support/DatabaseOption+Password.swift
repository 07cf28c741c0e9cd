extension DatabaseOption {
  /// What `--database` prints, once, when its value holds a password — never the
  /// password itself.
  static let passwordWarning =
    "formcheck: warning: --\(name) holds a password, which other users of this machine can read in the process list; give the connection string in \(variable) instead, or the password in libpq's password file (~/.pgpass, or the file PGPASSFILE names)"

  /// Whether the connection string `text` holds a password: a URL's `user:password@`
  /// or `password=` query parameter, or libpq's `password=` word.
  static func holdsPassword(_ text: String) -> Bool {
    guard let scheme = text.firstRange(of: "://") else { return holdsPasswordWord(text) }
    let rest = text[scheme.upperBound...]
    let authority = rest.prefix { !"/?#".contains($0) }
    if let at = authority.lastIndex(of: "@"), authority[..<at].contains(":") { return true }
    guard let question = rest.firstIndex(of: "?") else { return false }
    let query = rest[rest.index(after: question)...].prefix { $0 != "#" }
    return query.split(separator: "&").contains {
      $0.prefix { $0 != "=" }.lowercased() == "password"
    }
  }

  /// Whether libpq `key=value` words hold `password=` (spaces may surround the `=`).
  private static func holdsPasswordWord(_ text: String) -> Bool {
    let characters = Array(text.lowercased())
    let key = Array("password")
    var index = 0
    while index + key.count <= characters.count {
      let startsWord = index == 0 || characters[index - 1].isWhitespace
      if startsWord, Array(characters[index..<index + key.count]) == key {
        let next = characters[(index + key.count)...].first { !$0.isWhitespace }
        if next == "=" { return true }
      }
      index += 1
    }
    return false
  }
}
