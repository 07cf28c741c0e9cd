extension RecordLayout {
  /// One key of a record object, as a spec declares it.
  package enum Entry: Sendable {
    /// A value: a string, number, boolean or null; `integer` for a field of integers.
    case scalar(name: String, integer: Bool = false)
    /// An object whose keys are `entries`, flattened into the record's slots.
    case group(name: String, entries: [Entry])
    /// An array of objects, each read with `item`.
    case repeated(name: String, item: RecordLayout)

    /// The key.
    package var name: String {
      switch self {
      case .scalar(let name, _), .group(let name, _), .repeated(let name, _): name
      }
    }
  }
}
