@testable import FormRules

/// Helpers shared by the YAML tests.
enum YAMLTestSupport {
  /// The file name the tests load their text as.
  static let file = "spec.yaml"

  /// Loads `text` and returns the error it throws, or `nil` if it loads.
  static func error(loading text: String, limits: YAMLLimits = .default) -> YAMLError? {
    error(loading: Array(text.utf8), limits: limits)
  }

  /// Loads `bytes` and returns the error they throw, or `nil` if they load.
  static func error(loading bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLError? {
    do {
      _ = try YAMLLoader.load(bytes, file: file, limits: limits)
      return nil
    } catch {
      return error
    }
  }
}

extension SourceLocation {
  /// `line:column`, for compact assertions.
  var position: String { "\(line):\(column)" }
}

extension YAMLMark {
  /// `line:column`, for compact assertions.
  var position: String { "\(line):\(column)" }
}

extension YAMLNode {
  /// The value under the scalar key `key`, if this is a mapping that has it.
  subscript(key: String) -> YAMLNode? {
    mappingEntries?.first { $0.key.scalar?.text == key }?.value
  }

  /// The key node `key`, if this is a mapping that has it.
  func keyNode(_ key: String) -> YAMLNode? {
    mappingEntries?.first { $0.key.scalar?.text == key }?.key
  }

  /// The item at `index`, if this is a sequence long enough.
  subscript(index: Int) -> YAMLNode? {
    guard let items = sequenceItems, items.indices.contains(index) else { return nil }
    return items[index]
  }
}
