import Testing

@testable import FormRules

/// `Form.observe` reports each field and button once per transaction, and an observation
/// ends when it is released, without keeping the session alive.
@Suite("Form observation")
struct FormObservationTests {
  /// `b` is enabled once `a` is ok and must equal `a`; `save` inserts `a` into a table.
  static let yaml = """
    form: pair
    stores:
      names: { table: names, key: a }
    fields:
      a:
        rules: [ { min_length: 3 } ]
      b:
        enabled_when: a.ok
        rules: [ { equals: a } ]
    buttons:
      save:
        action: { insert: names }
    """

  private static func makeForm() throws -> Form {
    try Form(spec: FormSpec(yaml: yaml), environment: FormEnvironment(storage: .inMemory))
  }

  /// Collects what an observer hears.
  private final class Log {
    var changes: [FormChange] = []
    /// How many changes name `field` or button `name`.
    func count(_ name: String) -> Int {
      changes.filter { change in
        switch change {
        case .field(let state): state.name == name
        case .button(let state): state.name == name
        }
      }.count
    }
  }

  @Test func aFieldWhoseResultAndEnabledFlagChangeInOneTransactionIsReportedOnce() throws {
    let form = try Self.makeForm()
    let log = Log()
    let observation = form.observe { log.changes.append($0) }
    try form.set(["a": "abc", "b": "abd"])  // b: empty → failed, disabled → enabled
    #expect(log.count("b") == 1)
    #expect(log.changes.contains(.field(try #require(form.snapshot.field("b")))))
    observation.cancel()
  }

  @Test func aButtonWhoseResultExecutingAndEnabledFlagsChangeTogetherIsReportedOnce() throws {
    let form = try Self.makeForm()
    try form.set(["a": "abc", "b": "abc"])
    let log = Log()
    let observation = form.observe { log.changes.append($0) }
    try form.tap("save")
    log.changes.removeAll()
    form.settle()  // the action ends: result set, executing and enabled flags back
    #expect(log.count("save") == 1)
    #expect(log.changes == [.button(try #require(form.snapshot.button("save")))])
    observation.cancel()
  }

  @Test func aReleasedObservationIsNotCalledAgain() throws {
    let form = try Self.makeForm()
    let log = Log()
    var observation: FormObservation? = form.observe { log.changes.append($0) }
    try form.set("a", to: "ab")
    #expect(log.changes.count == 1)
    _ = observation
    observation = nil
    try form.set("a", to: "abc")
    #expect(log.changes.count == 1)
  }

  @Test func sessionsWithDroppedObservationsAreReleased() throws {
    for index in 0..<200 {
      weak var releasedForm: Form?
      weak var releasedEngine: FormEngine?
      do {
        let form = try Self.makeForm()
        releasedForm = form
        releasedEngine = form.engine
        // Dropped without cancel: one kept until the end of the scope, one at once, and
        // one whose handler keeps the form itself.
        let kept = form.observe { _ in }
        _ = form.observe { _ in }
        let selfReferencing = form.observe { _ in _ = form.snapshot }
        _ = form.snapshots
        try form.set("a", to: String(repeating: "x", count: index % 5))
        withExtendedLifetime((kept, selfReferencing)) {}
      }
      #expect(releasedForm == nil)
      #expect(releasedEngine == nil)
    }
  }

  @Test func anObservationOutlivingItsFormIsHarmless() throws {
    var form: Form? = try Self.makeForm()
    let log = Log()
    let observation = try #require(form?.observe { log.changes.append($0) })
    weak let releasedEngine = form?.engine
    form = nil
    #expect(releasedEngine == nil)
    observation.cancel()
    #expect(log.changes.isEmpty)
  }
}
