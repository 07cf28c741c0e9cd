import FormRules
import Glibc

/// A list's state as lines for people: a heading (`heroes: 2 of 2`, `heroes: loading…`,
/// `heroes: no matches`, `heroes: failed(message)`), then one line per item shown — its
/// key padded to the widest key, then its other columns — cut to `width` characters
/// when one is given (the prompt's terminal). Every text from the store or the spec is
/// made visible with ``VisibleText`` before it is measured.
enum ListTable {
  /// The lines of `list`.
  static func lines(for list: ListState, words: ListWords = .english, width: Int? = nil) -> [String] {
    let name = VisibleText.escaped(list.name)
    switch list.status {
    case .loading: return [cut("\(name): \(words.loading)", to: width)]
    case .failed(let message):
      return [cut("\(name): \(words.failed)(\(VisibleText.escaped(message)))", to: width)]
    case .ok: break
    }
    guard list.count > 0 else { return [cut("\(name): \(words.noMatches)", to: width)] }
    let rows = list.items.map { $0.map { VisibleText.escaped($0) } }
    let keyWidth = rows.map { $0.first?.count ?? 0 }.max() ?? 0
    return [cut("\(name): \(words.shown(list.items.count, of: list.count))", to: width)]
      + rows.map { row in
        let key = row.first ?? ""
        let rest = row.dropFirst().joined(separator: "  ")
        let line = rest.isEmpty ? "  \(key)" : "  " + key.padding(to: keyWidth + 1) + " " + rest
        return cut(line, to: width)
      }
  }

  /// `line` cut to `width` characters, ending in `…` when cut.
  private static func cut(_ line: String, to width: Int?) -> String {
    guard let width, width > 1, line.count > width else { return line }
    return line.prefix(width - 1) + "…"
  }

  /// The width of the terminal open on `descriptor`, if it tells one.
  static func width(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
