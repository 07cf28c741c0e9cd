/// One live session of a compiled form: its stream graph, its clock and its stores.
///
/// Setting values, tapping buttons and moving the clock are synchronous; each input
/// change is one glitch-free transaction. The engine belongs to one thread (or task) at
/// a time. ``Form`` is its public face; the CLI drives it directly.
package final class FormEngine {
  /// The compiled form this session runs (``Form`` is the public session).
  let compiledForm: CompiledForm
  /// Per field, its `normalize:` steps (empty for a form that normalises nothing).
  private let fieldNormalizers: [[TextNormalizer]]
  /// The session's virtual clock.
  let scheduler: VirtualScheduler
  /// The session's stream graph.
  let graph: StreamGraph
  /// Table stores opened for this session.
  let stores: SessionStores
  /// The date `today` reads (``FormEnvironment/today``, else the local date at the start).
  let today: CalendarDate

  /// Per field: its value source, result, and enabled gate.
  var fieldNodes: [FieldNodes] = [] {
    didSet { fieldSources = fieldNodes.map { Unowned($0.value) } }
  }
  /// Per field, its value source, unretained, so that setting every field of a record
  /// counts no references.
  private(set) var fieldSources: [Unowned<Variable<String>>] = []
  /// Per button: its nodes.
  var buttonNodes: [ButtonNodes] = []
  /// Per computed value: its node.
  var computedNodes: [ComputedNode] = []
  /// Per store, bumped after every insert into it, so that lookups in it run again.
  let storeRevisions: [Variable<Int>]
  /// Async validations running outside the session.
  let externalWork: ExternalWork
  /// Where the session's service requests go.
  let services: ServiceCaller
  /// The compiled patterns this session borrowed from the form's pool.
  var borrowedPatterns: [CompiledPattern] = []

  /// The registry of `custom:` validators the session's rules call.
  let validators: ValidatorRegistry
  /// Each field's result when the session sets it itself (a repeated group's, an
  /// aggregate's, a mirror's: ``FieldRole``); nil for inputs.
  var externalResults: [Variable<FieldOutcome>?] = []
  /// Per repeated group: its node, which holds the items.
  var repeatedGroupNodes: [RepeatedGroupNode] = []
  /// Per field, its value read as a number for a `number` or `integer` field, else nil:
  /// shared by the field's type check, bounds and the expressions reading it, and kept
  /// here for the session's life (its rules and nodes refer to it unretained).
  var numberReadings: [NumberReading?] = []
  /// Per list: its state node (none in a form without lists).
  var listNodes: [ListNode] = []
  /// Its status as an item of a repeated group, kept as a node of its graph; nil for a
  /// form's own session.
  private(set) var itemStatus: ItemStatusNode?

  /// Creates a session: opens the form's table stores in `environment` and builds the
  /// stream graph, telling `recorder` (a drawing's) about it. Throws when a store cannot
  /// be opened.
  convenience init(form: CompiledForm, environment: FormEnvironment, recorder: StreamGraphRecorder? = nil)
    throws(StoreError)
  {
    let localized = environment.locale.map { form.localized(in: LocaleTag($0)) } ?? form
    let scheduler = VirtualScheduler()
    let work = ExternalWork()
    self.init(
      form: localized, scheduler: scheduler,
      stores: try SessionStores(form: form, environment: environment),
      today: environment.today ?? CalendarDate.localToday(), validators: environment.validators,
      work: work,
      services: ServiceCaller(form: localized, environment: environment, scheduler: scheduler, work: work),
      recorder: recorder)
  }

  /// The session of one item of a repeated group of `enclosing`: its clock, stores and
  /// validators are the enclosing session's.
  convenience init(item form: CompiledForm, of enclosing: FormEngine) {
    self.init(
      form: form, scheduler: enclosing.scheduler, stores: enclosing.stores, today: enclosing.today,
      validators: enclosing.validators, work: enclosing.externalWork, services: enclosing.services,
      recorder: nil)
    itemStatus = ItemStatusNode(of: self)
  }

  /// Creates a session of `form` (localized already) on `scheduler` and `stores`.
  private init(
    form: CompiledForm, scheduler: VirtualScheduler, stores: SessionStores, today: CalendarDate,
    validators: ValidatorRegistry, work: ExternalWork, services: ServiceCaller, recorder: StreamGraphRecorder?
  ) {
    self.compiledForm = form
    self.fieldNormalizers = form.normalizes ? form.fields.map(\.normalizers) : []
    self.externalWork = work
    self.services = services
    self.scheduler = scheduler
    // Three nodes per field, five per button (more with async rules), one per store.
    self.graph = StreamGraph(
      scheduler: scheduler,
      capacity: 3 * form.fields.count + 5 * form.buttons.count + form.stores.count,
      recorder: recorder)
    self.stores = stores
    self.today = today
    self.validators = validators
    let graph = self.graph
    self.storeRevisions = form.stores.map { store in graph.variable(0).labelled(.revision(of: store)) }
    buildFields(validators: validators)
    buildRepeatedGroups()
    buildButtons()
    buildLists()
  }

  deinit {
    compiledForm.patterns.giveBack(borrowedPatterns)
  }

  // MARK: Inputs

  /// Sets one field's value (a transaction of its own). Inlined where it is called: the
  /// path of every keystroke and edit (measured: 1,631 instructions per register event
  /// called, 1,605 inlined; docs/performance.md).
  @inline(__always)
  func set(field index: Int, to value: String) {
    // The normalised value goes straight to the consuming `set`: bound to a local first,
    // it would be copied once more (a retain and a release per set).
    fieldSources[index].read { $0.set(normalized(value, field: index)) }
  }

  /// Sets several fields in one transaction.
  func set(_ values: [(field: Int, value: String)]) {
    graph.transaction {
      for (field, value) in values { fieldNodes[field].value.set(normalized(value, field: field)) }
    }
  }

  /// Sets every field, in spec order, in one transaction (missing values are empty).
  func setAll(_ values: [String]) {
    graph.transaction {
      for index in fieldSources.indices {
        fieldSources[index].read {
          $0.set(normalized(index < values.count ? values[index] : "", field: index))
        }
      }
    }
  }

  /// `value` after the `normalize:` steps of field `index` (``CompiledField/normalizers``),
  /// which every set goes through: rules, stores and the state see the normalised value.
  /// The form-level flag comes first, and the steps are read from ``fieldNormalizers``:
  /// reading the field's compiled entry is a copy of all of it (about 430 instructions),
  /// too dear for every keystroke and record.
  @inline(__always)
  private func normalized(_ value: String, field index: Int) -> String {
    guard compiledForm.normalizes, !fieldNormalizers[index].isEmpty else { return value }
    return TextNormalizer.apply(fieldNormalizers[index], to: value)
  }

  /// Taps a button: starts its action with the current values if it is enabled.
  func tap(button index: Int) -> TapResponse {
    let nodes = buttonNodes[index]
    guard nodes.enabled.value else { return .disabled }
    nodes.taps.set(nodes.taps.value + 1)
    return .started
  }

  /// Forgets every button's last result (between batch records).
  func clearButtonResults() {
    graph.transaction {
      for nodes in buttonNodes where nodes.result.value != nil { nodes.result.set(nil) }
    }
  }

  // MARK: Time

  /// Runs everything due at the current instant (a zero-latency lookup settles at once).
  func runDue() { scheduler.runDue() }

  /// Moves the virtual clock forward, running what falls due.
  func advance(by interval: Duration) { scheduler.advance(by: interval) }

  /// Runs everything scheduled, moving the virtual clock as far as needed. Async
  /// validators still running are not waited for; see ``RealTimePacer``.
  func settle() {
    externalWork.deliver()
    scheduler.runUntilIdle()
  }

  // MARK: State

  /// The value of a field.
  func value(ofField index: Int) -> String { fieldNodes[index].value.value }

  /// Reads the session's state from its output nodes.
  var reader: FormReader {
    FormReader(
      fields: compiledForm.fields, fieldNodes: fieldNodes, buttons: compiledForm.buttons,
      buttonNodes: buttonNodes, computed: compiledForm.computed, computedNodes: computedNodes,
      listNodes: listNodes)
  }

  /// The state of one field.
  func fieldState(_ index: Int) -> FieldState { reader.fieldState(index) }

  /// The state of one computed value.
  func computedState(_ index: Int) -> ComputedState { reader.computedState(index) }

  /// The state of one button.
  func buttonState(_ index: Int) -> ButtonState { reader.buttonState(index) }

  /// The whole state.
  func snapshot() -> FormSnapshot { reader.snapshot() }

  /// Whether a field is required now: an empty value is then invalid.
  func isRequired(field index: Int) -> Bool {
    !fieldNodes[index].isOptional(compiledForm.fields[index].optional)
  }

  /// Whether a field counts as valid: ok, or empty and optional.
  func isValid(field index: Int) -> Bool {
    // Read in place, without copying the field's nodes: a batch asks this per field per record.
    FormReader.isValid(
      fieldNodes[index].result.value.status,
      optional: fieldNodes[index].isOptional(compiledForm.fields[index].optional))
  }
}
