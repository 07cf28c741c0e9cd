/// Emits `transform(value)` whenever its source emits.
///
/// Grammar: `source: a b c` → `map: f(a) f(b) f(c)`.
final class MapNode<Input, Output>: Stream<Output> {
  private let source: Stream<Input>
  private let transform: (Input) -> Output

  init(source: Stream<Input>, transform: @escaping (Input) -> Output) {
    self.source = source
    self.transform = transform
    super.init(graph: source.graph, initial: transform(source.value), parents: [source])
  }

  override func update() -> Bool {
    value = transform(source.value)
    return true
  }
}

extension Stream {
  /// A stream of `transform` applied to each of this stream's values.
  func map<Output>(_ transform: @escaping (Value) -> Output) -> Stream<Output> {
    MapNode(source: self, transform: transform)
  }
}
