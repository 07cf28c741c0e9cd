/// Passes on its source's emissions only when the value differs from the last one passed.
///
/// Grammar: `source: a a b b a` → `distinct: a . b . a`.
final class DistinctUntilChangedNode<Value: Equatable>: Stream<Value> {
  private let source: Stream<Value>

  init(source: Stream<Value>) {
    self.source = source
    super.init(graph: source.graph, initial: source.value, parents: [source])
  }

  override func update() -> Bool {
    let latest = source.value
    guard latest != value else { return false }
    value = latest
    return true
  }
}

extension Stream where Value: Equatable {
  /// This stream without consecutive repeats.
  func distinctUntilChanged() -> Stream<Value> {
    DistinctUntilChangedNode(source: self)
  }
}
