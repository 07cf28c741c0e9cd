extension Form {
  /// The form's states as an asynchronous sequence: the current state first, then one
  /// snapshot after every transaction that changed a field's result or enabled flag, a
  /// computed value, a list, or a button's enabled flag, executing flag or result.
  ///
  /// ```swift
  /// let states = form.snapshots
  /// Task { for await state in states { send(state) } }   // FormSnapshot is Sendable
  /// try form.set("username", to: "alice_1")
  /// ```
  ///
  /// Each access starts a new sequence. Snapshots are taken on the form's thread as
  /// transactions end and wait, in order, until the consumer asks for them: none is
  /// skipped, however slow the consumer (take the latest one only if that is what you
  /// need). The sequence finishes when the form is released; a consumer that stops
  /// iterating stops the feed at the next change. It does not keep the form alive.
  public var snapshots: AsyncStream<FormSnapshot> {
    let (stream, continuation) = AsyncStream.makeStream(of: FormSnapshot.self)
    let reader = engine.reader
    continuation.yield(reader.snapshot())
    let feed = SnapshotFeed(continuation)
    let observation = FormObservation()
    var outputs: [StreamNode] = []
    for nodes in reader.fieldNodes { outputs += nodes.outputs }
    for nodes in reader.buttonNodes { outputs += nodes.outputs }
    outputs += reader.computedNodes as [StreamNode]
    outputs += reader.listNodes as [StreamNode]
    // The closure keeps the observation and the feed: they last as long as the
    // registration, which ends when the consumer stops or the graph goes.
    observation.register(on: outputs) {
      if case .terminated = feed.continuation.yield(reader.snapshot()) { observation.cancel() }
    }
    return stream
  }
}

/// The producing end of one ``Form/snapshots`` sequence: finishes the sequence when the
/// registration that feeds it goes (the form was released).
private final class SnapshotFeed {
  let continuation: AsyncStream<FormSnapshot>.Continuation

  init(_ continuation: AsyncStream<FormSnapshot>.Continuation) { self.continuation = continuation }

  deinit { continuation.finish() }
}
