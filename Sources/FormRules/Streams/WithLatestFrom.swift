/// Emits the latest value of its sample streams each time the trigger emits, and only then.
///
/// Grammar: `trigger: . t . t`, `sample: a b . c` → `withLatestFrom: . b . c`. The samples
/// are read after they have settled in the same transaction (they are ordered before this node).
final class WithLatestFromNode<Trigger, Sample>: Stream<Sample> {
  private let read: () -> Sample

  init(trigger: Stream<Trigger>, samples: [StreamNode], read: @escaping () -> Sample) {
    self.read = read
    super.init(graph: trigger.graph, initial: read(), parents: [trigger] + samples, triggers: [trigger])
  }

  override func update() -> Bool {
    value = read()
    return true
  }
}

extension Stream {
  /// On each emission of this stream, the latest value of `sample`.
  func withLatestFrom<Sample>(_ sample: Stream<Sample>) -> Stream<Sample> {
    WithLatestFromNode(trigger: self, samples: [sample]) { sample.value }
  }

  /// On each emission of this stream, `read()` of the latest values of `samples` — which
  /// must list every stream `read` looks at.
  func withLatestFrom<Sample>(_ samples: [StreamNode], _ read: @escaping () -> Sample) -> Stream<Sample> {
    WithLatestFromNode(trigger: self, samples: samples, read: read)
  }
}
