/// Saves a field's value with its `save:` request whenever a new valid value is set, and
/// rolls the field back when the last save fails — the FRP seed's settings toggle.
///
/// Saves of one field never overlap: a value set while one is in flight waits, and only the
/// newest waiting value is sent once that save is done, so the server receives the field's
/// values in the order they were set and ends with the last. Only the last save's outcome
/// shows. Every successful save, shown or not, becomes the value a failure rolls back to,
/// so a rollback never restores a value older than the last one saved.
final class FieldSaver {
  /// What the field shows of its saves.
  enum Status: Equatable {
    /// Nothing in flight, and the last save (if any) succeeded.
    case idle
    /// `value` is being saved, or waits for an earlier save: the field is `validating`.
    case saving(value: String)
    /// The last save failed as `outcome` says and the field went back to `value`, the last
    /// saved one: it shows the failure until its value changes.
    case failed(outcome: FieldOutcome, value: String)
  }

  /// Sends one save: the value, and what to call with the failed outcome the field shows
  /// (nil on success). The returned handle cancels it when the session goes away.
  typealias Send = (_ value: String, _ completion: @escaping (_ failure: FieldOutcome?) -> Void) ->
    any Cancellable

  /// What the field shows; read by its shown result.
  let status: Variable<Status>
  /// The field's input, which a rollback sets.
  private let input: Variable<String>
  /// The value the rest of the form reads: the input itself when saves are optimistic,
  /// else set only once a save succeeded.
  private let committed: Variable<String>
  private let send: Send
  private let graph: StreamGraph
  /// The value the server has, as far as the session knows: the last one saved.
  private var saved: String
  /// The save in flight and its value.
  private var inFlight: (value: String, request: any Cancellable)?
  /// The newest value set while a save was in flight, to be saved next.
  private var waiting: String?

  /// A saver for the field whose input is `input`; `committed` is `input` for an
  /// optimistic save. The value the field starts with counts as saved.
  init(input: Variable<String>, committed: Variable<String>, graph: StreamGraph, send: @escaping Send) {
    self.input = input
    self.committed = committed
    self.graph = graph
    self.send = send
    self.saved = input.value
    self.status = graph.variable(Status.idle)
  }

  /// The value the server will hold once everything sent and waiting is saved.
  private var target: String { waiting ?? inFlight?.value ?? saved }

  /// Saves `value`, which the field's rules found valid, unless it is what the server will
  /// hold anyway: at once, or after the save in flight.
  func save(_ value: String) {
    guard value != target else { return }
    status.set(.saving(value: value))
    guard inFlight == nil else {
      waiting = value
      return
    }
    start(value)
  }

  /// Sends the save of `value`.
  private func start(_ value: String) {
    // The completion may run at once (a canned answer without latency): keep the request
    // only if it is still in flight.
    var finished = false
    let request = send(value) { [weak self] failure in
      finished = true
      self?.finish(value, failure: failure)
    }
    if !finished { inFlight = (value, request) }
  }

  /// Takes the outcome of the save of `value`: starts the waiting one, or shows the outcome
  /// (a failure rolls the field back to the last saved value).
  private func finish(_ value: String, failure: FieldOutcome?) {
    inFlight = nil
    if failure == nil { saved = value }
    graph.transaction {
      if failure == nil && committed !== input { committed.set(value) }
      if let next = waiting {
        // Set since: this outcome does not show; the newest value is saved next, unless
        // the server holds it already.
        waiting = nil
        if next != saved { return start(next) }
        return status.set(.idle)
      }
      guard let failure else {
        status.set(.idle)
        return
      }
      input.set(saved)
      if committed !== input { committed.set(saved) }
      status.set(.failed(outcome: failure, value: saved))
    }
  }

  /// The field's shown result: `validating` while its value is being saved, the failure
  /// after a rollback until the value changes, else what its rules say (`rules`).
  static func shown(_ rules: FieldOutcome, status: Status, value: String) -> FieldOutcome {
    switch status {
    case .saving(let saving) where saving == value: .validating
    case .failed(let failure, let rolledBack) where rolledBack == value: failure
    case .idle, .saving, .failed: rules
    }
  }

  /// Cancels the save in flight (the session is going away).
  func cancel() {
    inFlight?.request.cancel()
    inFlight = nil
    waiting = nil
  }
}
