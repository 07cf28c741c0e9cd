/// Finds field conditions that depend on each other in a cycle — an `enabled_when` reading
/// a field's `.enabled`, a condition reading `.valid` of a field with `required_when`, or
/// anything but `.enabled` of a field with `visible_when` (its own field's included) —
/// and otherwise orders the gates so each is built after those it reads.
struct CyclePass: CompilerPass {
  private enum Mark { case unvisited, visiting, done }

  func run(_ context: inout CompilationContext) {
    let count = context.definition.fields.count
    // Gate `index` is field `index`'s enabled flag, gate `count + index` its required
    // flag, gate `2 * count + index` its visible flag.
    let gates =
      (0..<count).map(ConditionGate.enabled) + (0..<count).map(ConditionGate.required)
      + (0..<count).map(ConditionGate.visible)
    let dependencies: [[Int]] = gates.map { gate in
      guard let condition = Self.condition(of: gate, in: context) else { return [] }
      return condition.references.flatMap { reference -> [Int] in
        guard let field = context.fieldIndex[reference.field] else { return [] }
        let visible = context.visibleConditions[field] == nil ? [] : [2 * count + field]
        switch reference.property {
        case .enabled: return [field]
        case .valid: return (context.requiredConditions[field] == nil ? [] : [count + field]) + visible
        case .value, .length, .ok, .empty, .failed, .validating: return visible
        }
      }
    }
    var marks = [Mark](repeating: .unvisited, count: gates.count)
    var order: [Int] = []
    var reported = Set<Int>()
    for start in gates.indices where marks[start] == .unvisited {
      visit(
        start, dependencies: dependencies, marks: &marks, order: &order, path: [],
        reported: &reported, gates: gates, context: &context)
    }
    context.enabledOrder = order.filter { $0 < count }
    context.gateOrder = order.compactMap {
      Self.condition(of: gates[$0], in: context) == nil ? nil : gates[$0]
    }
  }

  /// The source condition of `gate`'s field (nil without one or when it is broken).
  private static func condition(of gate: ConditionGate, in context: CompilationContext) -> Expression? {
    switch gate {
    case .enabled(let field): context.fieldConditions[field]
    case .required(let field): context.requiredConditions[field]
    case .visible(let field): context.visibleConditions[field]
    }
  }

  private func visit(
    _ index: Int, dependencies: [[Int]], marks: inout [Mark], order: inout [Int], path: [Int],
    reported: inout Set<Int>, gates: [ConditionGate], context: inout CompilationContext
  ) {
    marks[index] = .visiting
    for dependency in dependencies[index] {
      switch marks[dependency] {
      case .visiting:
        reportCycle(
          path: path + [index], closingAt: dependency, reported: &reported, gates: gates, context: &context)
      case .unvisited:
        visit(
          dependency, dependencies: dependencies, marks: &marks, order: &order,
          path: path + [index], reported: &reported, gates: gates, context: &context)
      case .done:
        break
      }
    }
    marks[index] = .done
    order.append(index)
  }

  private func reportCycle(
    path: [Int], closingAt start: Int, reported: inout Set<Int>, gates: [ConditionGate],
    context: inout CompilationContext
  ) {
    guard let first = path.firstIndex(of: start) else { return }
    let cycle = Array(path[first...])
    guard reported.isDisjoint(with: cycle) else { return }
    reported.formUnion(cycle)
    let fields = context.definition.fields
    let fieldOf: (Int) -> Int = { gate in
      switch gates[gate] {
      case .enabled(let field), .required(let field), .visible(let field): field
      }
    }
    context.brokenItems.formUnion(cycle.map { SpecItem.field(fieldOf($0)) })
    let names = (cycle + [start]).map { "'\(fields[fieldOf($0)].name.value)'" }.joined(separator: " → ")
    let source: (Int) -> (verb: String, text: Located<String>)? = { gate in
      switch gates[gate] {
      case .enabled(let field): fields[field].enabledWhen.map { ("enabled", $0) }
      case .required(let field): fields[field].requiredWhen.map { ("required", $0) }
      case .visible(let field): fields[field].visibleWhen.map { ("visible", $0) }
      }
    }
    let location = source(start)?.text.location ?? fields[fieldOf(start)].name.location
    let notes = cycle.dropFirst().compactMap { gate in
      source(gate).map {
        Diagnostic.Note(
          "'\(fields[fieldOf(gate)].name.value)' is \($0.verb) when \($0.text.value)", at: $0.text.location)
      }
    }
    let onlyEnabled = cycle.allSatisfy { $0 < fields.count }
    context.report(
      .dependencyCycle, at: location,
      onlyEnabled
        ? "fields enable each other in a cycle: \(names)"
        : "field conditions read each other in a cycle: \(names)",
      notes: notes)
  }
}
