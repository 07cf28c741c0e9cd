/// A live session of a form: set values, tap buttons, observe results.
///
/// Every input change is one glitch-free transaction. Time is virtual: asynchronous
/// checks (store lookups with latency, debounce) progress when the clock moves —
/// ``advance(by:)``, ``settle()``, or ``settle(realTime:)`` paced by the wall clock.
///
/// ```swift
/// let form = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
/// try form.set("username", to: "alice1")
/// form.settle()
/// print(form.snapshot.field("username")?.result)   // ok(Username is available)
/// ```
///
/// A form is not `Sendable`: use it from one thread or task at a time (keep it inside an
/// actor to share it).
public final class Form {
  /// The spec this form runs, with its labels and title in the session's locale
  /// (``FormEnvironment/locale``).
  public let spec: FormSpec
  let engine: FormEngine

  /// Creates a session of `spec`, opening its table stores in `environment`. A spec
  /// whose services read an environment variable the environment's policy does not allow
  /// is refused (``FormError/variableNotAllowed(_:)``).
  public init(spec: FormSpec, environment: FormEnvironment = FormEnvironment()) throws(FormError) {
    let refused = environment.unallowedVariables(in: spec)
    guard refused.isEmpty else { throw FormError.variableNotAllowed(refused) }
    do {
      engine = try FormEngine(form: spec.compiled, environment: environment)
    } catch {
      throw FormError.storeUnavailable(error.logMessage)
    }
    self.spec = FormSpec(compiled: engine.compiledForm, warnings: spec.warnings)
  }

  // MARK: Inputs

  /// Sets a field's value: one transaction. In a form with groups `field` may be a path:
  /// `address.city`, `phones[2].number` (items numbered from 1).
  public func set(_ field: String, to value: String) throws(FormError) {
    if engine.compiledForm.hasGroups, let target = engine.target(of: field),
      case .field(let item, let index) = target
    {
      item.set(field: index, to: value)
      return
    }
    engine.set(field: try fieldIndex(field), to: value)
  }

  /// Adds an empty item at the end of the repeated group `group` (a path: `phones`,
  /// `lines[2].parts`), in one transaction; returns the number of items it then has.
  /// Adding past the group's `max` is allowed: the group then fails with its message.
  @discardableResult
  public func addItem(to group: String) throws(FormError) -> Int {
    guard case .group(let node)? = engine.target(of: group) else { throw unknownPath(group) }
    node.insertItem(at: node.items.count)
    return node.items.count
  }

  /// Removes an item of a repeated group (`phones[2]`), in one transaction: the later
  /// items move up, and the item's pending checks are cancelled.
  public func removeItem(_ item: String) throws(FormError) {
    guard case .item(let node, let index)? = engine.target(of: item) else { throw unknownPath(item) }
    node.removeItem(at: index)
  }

  /// The number of items of the repeated group `group` (a path).
  public func itemCount(of group: String) throws(FormError) -> Int {
    guard case .group(let node)? = engine.target(of: group) else { throw unknownPath(group) }
    return node.items.count
  }

  /// The session seen field by path (a form with groups).
  package var pathView: PathView { engine.pathView() }

  /// Walks the state nested as the spec's groups are (a form with groups).
  package func visitState<Visitor: StateVisitor & ~Copyable>(_ visitor: inout Visitor) {
    engine.visitState(&visitor)
  }

  /// Whether the form is valid, its repeated groups included (a form with groups).
  package var isValidWithGroups: Bool { engine.isValidWithGroups }

  /// The buttons' states, in spec order (without reading every field's, as ``snapshot`` does).
  package var buttonStates: [ButtonState] { engine.compiledForm.buttons.indices.map(engine.buttonState) }

  /// The computed values the spec declares at the top level, in spec order.
  package var declaredComputed: [ComputedState] { engine.declaredComputed() }

  /// Sets a record of a form with groups in one transaction: its fields' values and its
  /// repeated groups' items (``RecordSlots``).
  package func setRecord<Record: RecordSlots>(_ record: Record) {
    var record = record
    engine.graph.transaction { engine.setRecord(&record) }
  }

  /// The state of the field at `path`: a top-level field (`name`), a group's field
  /// (`address.city`), a field of an item (`phones[2].number`), or a repeated group's own
  /// state (`phones`: its status, valid when it is ok). The state's name is the path.
  public func fieldState(at path: String) throws(FormError) -> FieldState {
    switch engine.target(of: path) {
    case .field(let item, let index)?:
      var state = item.fieldState(index)
      state.name = path
      return state
    case .group(let node)?:
      var state = node.ownState
      state.name = path
      return state
    case .item?, nil:
      guard let index = engine.compiledForm.fieldIndex[path], engine.compiledForm.fields[index].role.isInput
      else {
        throw unknownPath(path)
      }
      return engine.fieldState(index)
    }
  }

  /// The error for a path that names nothing, with a suggestion among the top level's names.
  private func unknownPath(_ path: String) -> FormError {
    .unknownField(path, suggestion: NameSuggestion.suggestion(for: path, among: engine.pathNames))
  }

  /// Sets several fields in one transaction. Nothing is set if a name is unknown.
  public func set(_ values: [String: String]) throws(FormError) {
    var assignments: [(field: Int, value: String)] = []
    for (name, value) in values { assignments.append((try fieldIndex(name), value)) }
    engine.set(assignments)
  }

  /// Taps a button. When it is enabled its action starts with the current values; the
  /// result shows in ``snapshot`` once the action finishes (``settle()``).
  @discardableResult
  public func tap(_ button: String) throws(FormError) -> TapResponse {
    guard let index = spec.compiled.buttonIndex[button] else {
      throw FormError.unknownButton(
        button, suggestion: NameSuggestion.suggestion(for: button, among: spec.buttonNames))
    }
    return engine.tap(button: index)
  }

  /// Sets every field at once, in spec order (missing trailing values count as empty):
  /// one transaction. The fast path for batch records.
  package func setAll(_ values: [String]) {
    engine.setAll(values)
  }

  /// Forgets every button's last result (between batch records).
  package func clearButtonResults() { engine.clearButtonResults() }

  // MARK: Time

  /// The virtual time since the session started.
  public var now: Duration { engine.scheduler.now }

  /// When the next scheduled work falls due, if any is scheduled.
  public var nextDueTime: Duration? { engine.scheduler.nextDueTime }

  /// Runs what is due at the current instant: a zero-latency lookup settles at once.
  public func runDue() { engine.runDue() }

  /// Moves the virtual clock forward, running what falls due on the way.
  public func advance(by interval: Duration) { engine.advance(by: interval) }

  /// Runs all scheduled work (debounce, lookups, actions), moving the virtual clock as far
  /// as needed. Async custom validators still running are not waited for.
  public func settle() { engine.settle() }

  /// Runs all scheduled work and waits for async custom validators. With `realTime`, the
  /// virtual clock keeps pace with the wall clock (a 300 ms debounce takes 300 ms).
  ///
  /// Runs in the caller's isolation: call it from a `@MainActor` type or from the actor
  /// that owns the form. Store work (SQLite, password hashing, custom stores) runs off the
  /// caller's thread meanwhile, its results applied back here as transactions; without
  /// `realTime` the virtual clock waits for it, so results stay deterministic.
  public func settle(realTime: Bool, isolation: isolated (any Actor)? = #isolation) async {
    await RealTimePacer.settle(engine, realTime: realTime)
  }

  /// Runs the session in real time until the calling task is cancelled: debounce, store
  /// latency and async results arrive by themselves, as the wall clock reaches them,
  /// while the caller sets values and taps buttons between (``observe(_:)`` reports the
  /// results). Runs in the caller's isolation, e.g. `Task { await form.runInRealTime() }`
  /// in a `@MainActor` view model; store work runs off it. Do not settle meanwhile.
  public func runInRealTime(isolation: isolated (any Actor)? = #isolation) async {
    await RealTimePacer.run(engine)
  }

  // MARK: State

  /// The whole state: every field and button.
  public var snapshot: FormSnapshot { engine.snapshot() }

  /// The current value of a field.
  public func value(of field: String) throws(FormError) -> String {
    if engine.compiledForm.hasGroups, case .field(let item, let index)? = engine.target(of: field) {
      return item.value(ofField: index)
    }
    return engine.value(ofField: try fieldIndex(field))
  }

  /// Calls `handler` with a field's new state whenever its result or enabled flag changes,
  /// and a button's whenever its enabled, executing or result changes — once per field or
  /// button per transaction, after the transaction has settled.
  ///
  /// The observation lasts while the returned ``FormObservation`` is kept: release it (or
  /// call ``FormObservation/cancel()``) to stop. It does not keep the form alive.
  public func observe(_ handler: @escaping (FormChange) -> Void) -> FormObservation {
    let reader = engine.reader
    let observation = FormObservation()
    // Each report keeps only its own nodes and name: notifying is a hot path.
    for (field, nodes) in zip(reader.fields, reader.fieldNodes) {
      let name = field.name
      let optional = field.optional
      observation.register(on: nodes.outputs) {
        handler(.field(nodes.state(name: name, optional: optional)))
      }
    }
    for (button, nodes) in zip(reader.buttons, reader.buttonNodes) {
      let name = button.name
      observation.register(on: nodes.outputs) { handler(.button(nodes.state(name: name))) }
    }
    return observation
  }

  /// Calls `handler` with the new state of each `computed:` value that changed, once per
  /// transaction, in spec order. Keep the returned observation for as long as you want to
  /// hear about changes (as with ``observe(_:)``).
  public func observeComputed(_ handler: @escaping (ComputedState) -> Void) -> FormObservation {
    let observation = FormObservation()
    for (computed, node) in zip(engine.compiledForm.computed, engine.computedNodes) {
      let name = computed.name
      observation.register(on: [node]) {
        handler(ComputedState(name: name, value: node.shownValue))
      }
    }
    return observation
  }

  /// The index of the field called `name`; throws, with a suggestion, when there is none.
  func fieldIndex(_ name: String) throws(FormError) -> Int {
    guard let index = spec.compiled.fieldIndex[name] else {
      throw FormError.unknownField(
        name, suggestion: NameSuggestion.suggestion(for: name, among: spec.fields.map(\.name)))
    }
    return index
  }
}
