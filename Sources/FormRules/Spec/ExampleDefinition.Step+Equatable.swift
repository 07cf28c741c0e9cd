/// Steps compare by kind and contents; `set` steps compare their pairs in order.
extension ExampleDefinition.Step: Equatable {
  /// Whether both steps are the same kind with equal contents.
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.set(let left), .set(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.field == $1.field && $0.value == $1.value }
    case (.wait(let left), .wait(let right)): left == right
    case (.tap(let left), .tap(let right)): left == right
    default: false
    }
  }
}
