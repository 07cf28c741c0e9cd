/// Finds field conditions that depend on each other in a cycle — an `enabled_when` reading
/// a field's `.enabled`, a condition reading `.valid` of a field with `required_when`, or
/// anything but `.enabled` of a field with `visible_when` (its own field's included) —
/// and otherwise orders the gates so each is built after those it reads.
///
/// A field whose rules (`equals`, `holds`) read a field with `visible_when` has its result
/// in the order too, after that field's visible flag (a hidden field's value counts as
/// empty for every rule), and before any condition reading its status; a cycle through it
/// is reported like any other.
struct CyclePass: CompilerPass {
  private enum Mark { case unvisited, visiting, done }

  func run(_ context: inout CompilationContext) {
    let count = context.definition.fields.count
    // Gate `index` is field `index`'s enabled flag, gate `count + index` its required
    // flag, gate `2 * count + index` its visible flag, gate `3 * count + index` its result.
    let gates =
      (0..<count).map(ConditionGate.enabled) + (0..<count).map(ConditionGate.required)
      + (0..<count).map(ConditionGate.visible) + (0..<count).map(ConditionGate.result)
    let hiddenReads = Self.hideableFieldsRead(in: context)
    let dependencies: [[Int]] = gates.map { gate in
      if case .result(let field) = gate { return hiddenReads[field].map { 2 * count + $0 } }
      guard let condition = Self.condition(of: gate, in: context) else { return [] }
      var reads = condition.references.flatMap { reference -> [Int] in
        guard let field = context.fieldIndex[reference.field] else { return [] }
        let visible = context.visibleConditions[field] == nil ? [] : [2 * count + field]
        let result = hiddenReads[field].isEmpty ? [] : [3 * count + field]
        switch reference.property {
        case .enabled: return [field]
        case .valid:
          return (context.requiredConditions[field] == nil ? [] : [count + field]) + visible + result
        case .ok, .empty, .failed, .validating: return visible + result
        case .value, .length: return visible
        }
      }
      // A visible flag wraps its field's result, which must be built first.
      if case .visible(let field) = gate, !hiddenReads[field].isEmpty { reads.append(3 * count + field) }
      return reads
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
    context.gateOrder = order.compactMap { index in
      switch gates[index] {
      case .result(let field): hiddenReads[field].isEmpty ? nil : gates[index]
      case .enabled, .required, .visible:
        Self.condition(of: gates[index], in: context) == nil ? nil : gates[index]
      }
    }
  }

  /// Per field, the other fields with `visible_when` its rules read (`equals`, `holds`).
  private static func hideableFieldsRead(in context: CompilationContext) -> [[Int]] {
    context.definition.fields.indices.map { field in
      var read: [Int] = []
      for rule in context.definition.fields[field].rules {
        var names = rule.kind.rule.fieldsRead
        if case .field(let name) = rule.kind.rule.reference { names.append(name.value) }
        for name in names {
          guard let other = context.fieldIndex[name], other != field, context.visibleConditions[other] != nil,
            !read.contains(other)
          else { continue }
          read.append(other)
        }
      }
      return read
    }
  }

  /// The source condition of `gate`'s field (nil without one or when it is broken; nil for
  /// a result, which has none).
  private static func condition(of gate: ConditionGate, in context: CompilationContext) -> Expression? {
    switch gate {
    case .enabled(let field): context.fieldConditions[field]
    case .required(let field): context.requiredConditions[field]
    case .visible(let field): context.visibleConditions[field]
    case .result: nil
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
      case .enabled(let field), .required(let field), .visible(let field), .result(let field): field
      }
    }
    context.brokenItems.formUnion(cycle.map { SpecItem.field(fieldOf($0)) })
    let names = (cycle + [start]).map { "'\(fields[fieldOf($0)].name.value)'" }.joined(separator: " → ")
    let source: (Int) -> (verb: String, text: Located<String>)? = { gate in
      switch gates[gate] {
      case .enabled(let field): fields[field].enabledWhen.map { ("enabled", $0) }
      case .required(let field): fields[field].requiredWhen.map { ("required", $0) }
      case .visible(let field): fields[field].visibleWhen.map { ("visible", $0) }
      case .result: nil
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
