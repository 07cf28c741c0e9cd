/// A problem found in a form spec: a stable code, a severity, where it is and what it is.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// Stops the spec from compiling (or an example from holding).
    case error
    /// Suspicious but compilable.
    case warning
    /// Extra information.
    case note

    private var rank: Int {
      switch self {
      case .error: 2
      case .warning: 1
      case .note: 0
      }
    }

    /// Notes rank below warnings, warnings below errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A secondary message attached to a diagnostic, optionally at its own location.
  public struct Note: Hashable, Sendable {
    /// The note's text.
    public var message: String
    /// Where the note points, if anywhere.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// The stable code, e.g. `FR101`.
  public var code: DiagnosticCode
  /// How serious it is.
  public var severity: Severity
  /// Where it is.
  public var location: SourceLocation
  /// What it is, in lower case, naming things in single quotes.
  public var message: String
  /// Extra context.
  public var notes: [Note]
  /// For an `FR503` note: the values that enable the input or button.
  public var witness: Witness?

  /// Creates a diagnostic.
  public init(
    _ code: DiagnosticCode, _ severity: Severity = .error, at location: SourceLocation,
    _ message: String, notes: [Note] = []
  ) {
    self.code = code
    self.severity = severity
    self.location = location
    self.message = message
    self.notes = notes
  }
}

extension Diagnostic {
  /// Concrete field values that enable an input or button: what `check --explain`
  /// shows so that a reviewer sees how a form is meant to be completed.
  public struct Witness: Hashable, Sendable {
    /// One field's value.
    public struct Value: Hashable, Sendable {
      /// The field's name.
      public var field: String
      /// Its value (synthetic, also for secret fields).
      public var value: String

      /// Creates a value.
      public init(field: String, value: String) {
        self.field = field
        self.value = value
      }
    }

    /// Every field's value, in spec order. In a form with groups fields are named by
    /// path (`customer.name`), and each repeated group's number of items (`lines`, a
    /// whole number) comes before its items' values (`lines[1].sku`).
    public var values: [Value]

    /// Creates a witness.
    public init(values: [Value]) { self.values = values }
  }
}
