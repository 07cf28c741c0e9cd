/// Finds fields whose `enabled_when` conditions depend on each other's `.enabled` in a
/// cycle, and otherwise orders the fields so each gate is built after those it reads.
struct CyclePass: CompilerPass {
  private enum Mark { case unvisited, visiting, done }

  func run(_ context: inout CompilationContext) {
    let count = context.definition.fields.count
    let dependencies: [[Int]] = (0..<count).map { index in
      guard let condition = context.fieldConditions[index] else { return [] }
      return condition.references.compactMap { reference in
        reference.property == .enabled ? context.fieldIndex[reference.field] : nil
      }
    }
    var marks = [Mark](repeating: .unvisited, count: count)
    var order: [Int] = []
    var reported = Set<Int>()
    for start in 0..<count where marks[start] == .unvisited {
      visit(
        start, dependencies: dependencies, marks: &marks, order: &order, path: [],
        reported: &reported, context: &context)
    }
    context.enabledOrder = order
  }

  private func visit(
    _ index: Int, dependencies: [[Int]], marks: inout [Mark], order: inout [Int], path: [Int],
    reported: inout Set<Int>, context: inout CompilationContext
  ) {
    marks[index] = .visiting
    for dependency in dependencies[index] {
      switch marks[dependency] {
      case .visiting:
        reportCycle(path: path + [index], closingAt: dependency, reported: &reported, context: &context)
      case .unvisited:
        visit(
          dependency, dependencies: dependencies, marks: &marks, order: &order,
          path: path + [index], reported: &reported, context: &context)
      case .done:
        break
      }
    }
    marks[index] = .done
    order.append(index)
  }

  private func reportCycle(
    path: [Int], closingAt start: Int, reported: inout Set<Int>, context: inout CompilationContext
  ) {
    guard let first = path.firstIndex(of: start) else { return }
    let cycle = Array(path[first...])
    guard reported.isDisjoint(with: cycle) else { return }
    reported.formUnion(cycle)
    context.brokenItems.formUnion(cycle.map(SpecItem.field))
    let fields = context.definition.fields
    let names = (cycle + [start]).map { "'\(fields[$0].name.value)'" }.joined(separator: " → ")
    let location = fields[start].enabledWhen?.location ?? fields[start].name.location
    let notes = cycle.dropFirst().compactMap { index in
      fields[index].enabledWhen.map {
        Diagnostic.Note("'\(fields[index].name.value)' is enabled when \($0.value)", at: $0.location)
      }
    }
    context.report(
      .dependencyCycle, at: location, "fields enable each other in a cycle: \(names)", notes: notes)
  }
}
