/// Recomputes from the latest values of all its parents whenever any of them emits —
/// `combineLatest(…).map(…)` fused, over any number of parents of any types.
///
/// Grammar: `a: 1 . 2`, `b: x y .` → `combine: f(1,x) f(1,y) f(2,y)`, but at most one
/// emission per transaction even when several parents change in it (no diamond glitch).
final class CombineLatestNode<Output>: Stream<Output> {
  private let compute: () -> Output

  init(graph: StreamGraph, parents: [StreamNode], compute: @escaping () -> Output) {
    self.compute = compute
    super.init(graph: graph, initial: compute(), parents: parents)
  }

  override func update() -> Bool {
    value = compute()
    return true
  }
}

extension StreamGraph {
  /// A stream recomputed by `compute` — which reads its parents' `value`s — whenever any
  /// of `parents` emits. `parents` must list every stream `compute` reads.
  func combineLatest<Output>(_ parents: [StreamNode], _ compute: @escaping () -> Output) -> Stream<Output> {
    CombineLatestNode(graph: self, parents: parents, compute: compute)
  }

  /// `combineLatest(a, b).map(transform)`.
  func combineLatest<A, B, Output>(
    _ a: Stream<A>, _ b: Stream<B>, _ transform: @escaping (A, B) -> Output
  ) -> Stream<Output> {
    CombineLatestNode(graph: self, parents: [a, b]) { transform(a.value, b.value) }
  }

  /// `combineLatest(a, b, c).map(transform)`.
  func combineLatest<A, B, C, Output>(
    _ a: Stream<A>, _ b: Stream<B>, _ c: Stream<C>, _ transform: @escaping (A, B, C) -> Output
  ) -> Stream<Output> {
    CombineLatestNode(graph: self, parents: [a, b, c]) { transform(a.value, b.value, c.value) }
  }
}
