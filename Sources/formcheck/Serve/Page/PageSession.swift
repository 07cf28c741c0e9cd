import FormRules
import Synchronization

/// One visitor's session of one form: the one owner of its ``Form``.
///
/// Invariant: the form (which is not `Sendable`) is touched only in this actor's
/// isolation — by its methods and by the real-time loop that runs in it (debounce,
/// lookups, actions arriving as the wall clock reaches them). Every new state the loop or
/// a method produces is pushed to the session's event streams, once per change.
actor PageSession {
  /// The form's name in URLs.
  nonisolated let formName: String
  /// The session's locale, a BCP 47 tag (`<html lang>`).
  nonisolated let language: String
  private let form: Form
  /// The buttons whose last tap was refused before its action ran, and what they show.
  private var refusedTaps: [String: ButtonResult] = [:]
  /// The log-in buttons' names (``FormSpec/logInButtonNames``).
  private let logInButtons: Set<String>
  /// The last state event sent, to send each change once.
  private var lastEvent: [UInt8] = []
  /// Those waiting for the form to be idle (``waitUntilIdle()``).
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  /// The live pages' event streams; read from any thread to close them.
  private nonisolated let streams = Mutex<[PageEventStream]>([])
  /// The real-time loop, cancelled by ``stop()``.
  private nonisolated let runner = Mutex<Task<Void, Never>?>(nil)
  /// How often an event stream without events sends a comment.
  private let heartbeat: Duration
  /// The longest a submission waits for the form's checks and actions to finish
  /// (``PageOptions/settleLimit``).
  private let settleLimit: Duration

  /// A session of `form`, shown in `language`; its real-time loop starts with ``start()``.
  init(
    form: sending Form, formName: String, language: String, logInButtons: Set<String>, heartbeat: Duration,
    settleLimit: Duration
  ) {
    self.form = form
    self.logInButtons = logInButtons
    self.formName = formName
    self.language = language
    self.heartbeat = heartbeat
    self.settleLimit = settleLimit
  }

  /// Starts the real-time loop (once).
  func start() {
    let task = Task { await self.run() }
    runner.withLock { $0 = task }
  }

  private func run() async {
    await form.runInRealTime(afterEachStep: { self.stepped() })
  }

  /// After each pass of the real-time loop: pushes a changed state, wakes idle waiters.
  private func stepped() {
    publish()
    if form.isIdle { releaseIdleWaiters() }
  }

  /// Ends the session: stops its loop and ends its event streams. Safe from any thread.
  nonisolated func stop() {
    runner.withLock { $0?.cancel() }
    endStreams()
  }

  /// Ends the session's event streams (its identifier was renewed); the session goes on.
  nonisolated func endStreams() {
    for stream in streams.withLock({ $0 }) { stream.close() }
  }

  /// Whether a live page listens (such a session is not idle).
  nonisolated var hasListeners: Bool {
    streams.withLock { streams in streams.contains { !$0.isClosed } }
  }

  // MARK: State

  /// The page of the current state.
  func view() -> PageView {
    PageView(form: form, name: formName, language: language, refusedTaps: refusedTaps)
  }

  /// A new event stream, starting with the current state.
  func listen() -> PageEventStream {
    let json = PageStateJSON.json(of: view())
    lastEvent = json
    let stream = PageEventStream(
      first: Array("retry: 2000\n\n".utf8) + PageEventStream.event(json), heartbeat: heartbeat)
    streams.withLock { streams in
      streams.removeAll { $0.isClosed }
      streams.append(stream)
    }
    return stream
  }

  /// Pushes the current state to the event streams if it changed since the last push.
  private func publish() {
    let live = streams.withLock { streams in
      streams.removeAll { $0.isClosed }
      return streams
    }
    guard !live.isEmpty else { return }
    let json = PageStateJSON.json(of: view())
    guard json != lastEvent else { return }
    lastEvent = json
    let event = PageEventStream.event(json)
    for stream in live { stream.push(event) }
  }

  // MARK: Inputs

  /// Sets the field at `path` to `value`; false when the form has no such field.
  func set(_ path: String, to value: String) -> Bool {
    defer { publish() }
    do throws(FormError) {
      try form.set(path, to: value)
      return true
    } catch {
      return false
    }
  }

  /// What a tap did.
  enum TapOutcome: Sendable {
    /// The form has no such button.
    case unknown
    /// The button was tapped (its action, if it started, runs on).
    case tapped
    /// A log-in button's action started and succeeded: the session is logged in.
    case loggedIn
  }

  /// Taps the button `name`; for a log-in button whose action started, waits for its
  /// result (at most ``settleLimit``).
  func tap(_ name: String) async -> TapOutcome {
    let response = try? form.tap(name)
    if response != nil { refusedTaps[name] = nil }
    publish()
    guard let response else { return .unknown }
    guard response == .started, logInButtons.contains(name) else { return .tapped }
    await waitUntilIdle()
    guard let button = form.snapshot.button(name), !button.executing, button.result?.status == .ok else {
      return .tapped
    }
    return .loggedIn
  }

  /// Shows a tap of the button `name` refused before its action ran (the rate limit):
  /// failed(`message`) until it is next tapped; false when the form has no such button.
  func refuseTap(_ name: String, message: String) -> Bool {
    guard form.spec.buttonNames.contains(name) else { return false }
    refusedTaps[name] = ButtonResult(status: .failed, message: message)
    publish()
    return true
  }

  /// Adds an item to the repeated group at `path` unless it has its `maximum` of items
  /// already; false when the form has no such group or it is full.
  func addItem(to path: String, maximum: Int) -> Bool {
    defer { publish() }
    guard let count = try? form.itemCount(of: path), count < maximum else { return false }
    return (try? form.addItem(to: path)) != nil
  }

  /// Removes the item at `path` (`lines[2]`) unless its group has only its `minimum` of
  /// items; false when there is no such item or the group is at its minimum.
  func removeItem(_ path: String, minimum: Int) -> Bool {
    defer { publish() }
    let group = RecordShape.groupPath(of: path)
    guard let count = try? form.itemCount(of: group), count > minimum else { return false }
    return (try? form.removeItem(path)) != nil
  }

  /// Applies what a page posted without JavaScript: makes room for the items its values
  /// name, sets each value, waits for the checks, then adds or removes an item or taps a
  /// button and waits for that; returns the page to show, and whether the tap logged in.
  func submit(_ submission: PageSubmission, layout: PageLayout) async -> (view: PageView, loggedIn: Bool) {
    for (path, value) in submission.values {
      makeRoom(for: path, layout: layout)
      _ = set(path, to: value)
    }
    await waitUntilIdle()
    if let group = submission.add, let bounds = layout.bounds(ofGroup: group) {
      _ = addItem(to: group, maximum: bounds.maximum)
    }
    if let item = submission.remove, let bounds = layout.bounds(ofGroup: RecordShape.groupPath(of: item)) {
      _ = removeItem(item, minimum: bounds.minimum)
    }
    var loggedIn = false
    if let button = submission.tap {
      switch await tap(button) {
      case .unknown: break
      case .tapped: await waitUntilIdle()
      case .loggedIn: loggedIn = true
      }
    }
    return (view(), loggedIn)
  }

  /// Adds items to the repeated groups `path` lies in (`lines[3].sku` needs three lines),
  /// within each group's `maximum`, so that a post made against a page with more items
  /// than the session has (the session expired meanwhile) keeps its values.
  private func makeRoom(for path: String, layout: PageLayout) {
    var prefix = ""
    for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
      prefix += prefix.isEmpty ? String(segment) : "." + segment
      guard segment.hasSuffix("]"), let open = segment.lastIndex(of: "["),
        let number = Int(segment[segment.index(after: open)..<segment.index(before: segment.endIndex)]),
        number >= 1
      else { continue }
      let group = RecordShape.groupPath(of: prefix)
      guard let bounds = layout.bounds(ofGroup: group), number <= bounds.maximum else { return }
      while let count = try? form.itemCount(of: group), count < number {
        guard (try? form.addItem(to: group)) != nil else { return }
      }
    }
  }

  /// Returns once nothing is scheduled or in flight, or after ``settleLimit``.
  private func waitUntilIdle() async {
    guard !form.isIdle else { return }
    let timer = Task {
      guard (try? await Task.sleep(for: self.settleLimit)) != nil else { return }
      self.releaseIdleWaiters()
    }
    defer { timer.cancel() }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  private func releaseIdleWaiters() {
    let waiters = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}
