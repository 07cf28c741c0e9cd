import Glibc

/// When output is colored: `--color auto|always|never`.
///
/// `auto` colors only a terminal that can show colors: the descriptor is a terminal,
/// `TERM` is set and is not `dumb`, and `NO_COLOR` is unset or empty
/// (<https://no-color.org>). `always` and `never` decide regardless.
enum ColorChoice: String, CaseIterable {
  case auto
  case always
  case never

  /// Reads the value of `--color`; nil (the default) is `auto`.
  init(option value: String?) throws(UsageError) {
    guard let value else {
      self = .auto
      return
    }
    guard let choice = ColorChoice(rawValue: value) else {
      let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("invalid value '\(value)' for '--color' (use \(names))")
    }
    self = choice
  }

  /// Whether text written to `descriptor` is colored.
  func isOn(for descriptor: Int32) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      guard isatty(descriptor) == 1 else { return false }
      if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
      guard let term = getenv("TERM"), term.pointee != 0 else { return false }
      return String(cString: term) != "dumb"
    }
  }
}
