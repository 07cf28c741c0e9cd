/// One entry of `examples:`: steps to run on the virtual clock, then expectations.
struct ExampleDefinition: Sendable, Equatable {
  /// One thing an example does, in order.
  enum Step: Sendable {
    /// `set: {FIELD: VALUE, …}`: one transaction.
    case set([(field: Located<String>, value: String)])
    /// `wait: DURATION`: advance the virtual clock.
    case wait(Duration)
    /// `tap: BUTTON`.
    case tap(Located<String>)
  }

  /// What is expected of one field, computed value or button afterwards. Nil members are
  /// not checked.
  struct Expectation: Sendable, Equatable {
    /// The field, computed value or button name.
    var target: Located<String>
    /// `ok`, `empty`, `failed`, `validating` for a field; for a button, its tap result
    /// (`ok` / `failed`).
    var status: String?
    /// The expected message.
    var message: String?
    /// Expected enabled flag.
    var enabled: Bool?
    /// `valid` / `invalid` shorthand.
    var valid: Bool?
    /// Expected visibility of a field (`visible` / `hidden`).
    var visible: Bool?
    /// The expected value: a field's (after `normalize:`), or a computed value's as the
    /// DSL writes it (`7.5`, `true`, `2027-01-31`); nil inside (`value: null`) for an
    /// empty field or an absent computed value.
    var value: String??
    /// A list's expected number of matching items.
    var count: Int? = nil
    /// The keys of a list's expected items, in order.
    var items: [String]? = nil
  }

  /// `name:`.
  var name: String
  /// Where the example starts.
  var location: SourceLocation
  /// The steps, in order (from `set`/`wait`/`tap` keys, or from `steps:`).
  var steps: [Step]
  /// `expect:` entries.
  var expectations: [Expectation]
  /// `today:` the date `today` reads in this example (nil: the checker's, else the local
  /// date).
  var today: CalendarDate?
  /// `locale:` the locale the example's session speaks, for its expected messages (nil:
  /// the checker's, else the spec's `default_locale`).
  var locale: LocaleTag?
  /// `responses:` what services answer during the example (a request with none fails it).
  var responses: [CannedResponse] = []
}

/// Steps compare by kind and contents; `set` steps compare their pairs in order.
extension ExampleDefinition.Step: Equatable {
  /// Whether both steps are the same kind with equal contents.
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.set(let left), .set(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.field == $1.field && $0.value == $1.value }
    case (.wait(let left), .wait(let right)): left == right
    case (.tap(let left), .tap(let right)): left == right
    default: false
    }
  }
}
