import Foundation
import Testing

@testable import FormRules

/// `StreamGraphDrawing` against the graph the engine really builds: one drawn node per
/// stream node, each labelled, and the stream edges exactly the nodes' `children`.
@Suite("Stream graph drawing")
struct StreamGraphDrawingTests {
  /// A form with what register lacks: a debounce, a list store with latency, a custom
  /// rule, a field read by another's rule, an optional field, a button without
  /// `enabled_when`.
  static let shop = """
    form: shop
    stores:
      users: { table: users, key: email }
      codes: { list: reserved-names.txt, latency: 2s }
    fields:
      email:
        debounce: 300ms
        rules:
          - min_length: 3
          - absent_in: users
      coupon:
        optional: true
        rules:
          - custom: coupon_is_active
          - absent_in: codes
      confirm:
        rules:
          - equals: email
    buttons:
      buy:
        action:
          insert: users
    """

  static func spec(_ name: String) throws -> FormSpec {
    if name == "shop" { return try FormSpec(yaml: shop, baseDirectory: TestPaths.forms.path) }
    return try FormSpec(contentsOfFile: TestPaths.forms.appendingPathComponent("\(name).yaml").path)
  }

  /// A session of `spec` built with a recorder, and its drawing.
  static func drawn(
    _ spec: FormSpec, environment: FormEnvironment = FormEnvironment()
  ) throws -> (engine: FormEngine, recorder: StreamGraphRecorder, drawing: StreamGraphDrawing) {
    let recorder = StreamGraphRecorder()
    let engine = try FormEngine(form: spec.compiled, environment: environment, recorder: recorder)
    return (engine, recorder, StreamGraphDrawing(form: spec.compiled, recorder: recorder))
  }

  @Test(arguments: ["register", "login", "shop"])
  func everyStreamNodeIsDrawnAndLabelled(form: String) throws {
    let (engine, _, drawing) = try Self.drawn(Self.spec(form))
    #expect(drawing.streamNodeCount == engine.graph.nodeCount)
    for node in drawing.nodes where node.isStream {
      #expect(node.kind != nil && !node.lines.isEmpty, "\(node.id) [\(node.operatorName ?? "")] has no label")
    }
    #expect(try StreamGraphDrawing(spec: Self.spec(form)) == drawing)
  }

  @Test(arguments: ["register", "login", "shop"])
  func streamEdgesAreTheNodesChildren(form: String) throws {
    let (engine, recorder, drawing) = try Self.drawn(Self.spec(form))
    // Every node descends from a source: walk the children from the sources the engine keeps.
    var sources: [StreamNode] = engine.storeRevisions
    for nodes in engine.fieldNodes { sources += [nodes.value, nodes.enabled] }
    for nodes in engine.buttonNodes { sources += [nodes.executing, nodes.taps, nodes.result] }
    var seen = Set(sources.map(ObjectIdentifier.init))
    var pending = sources
    var children: Set<[String]> = []
    while let node = pending.popLast() {
      let from = try #require(recorder.position(of: node))
      for child in node.children {
        let child = child.object
        children.insert(["s\(from)", "s\(try #require(recorder.position(of: child)))"])
        if seen.insert(ObjectIdentifier(child)).inserted { pending.append(child) }
      }
    }
    #expect(seen.count == engine.graph.nodeCount)
    let triggers = drawing.edges.filter { $0.style == .triggers }
    #expect(Set(triggers.map { [$0.from, $0.to] }) == children)
    #expect(triggers.count == children.count)
  }

  @Test func registersUsernameShowsItsRulesAndItsLookup() throws {
    let drawing = try StreamGraphDrawing(spec: Self.spec("register"))
    let rules = try #require(drawing.node(of: .field("username"), firstLine: "username sync rules"))
    #expect(rules.operatorName == "fieldResult")
    #expect(rules.lines.contains("min_length 6"))
    #expect(rules.lines.contains("pattern [A-Za-z0-9_]+"))
    #expect(rules.lines.contains("absent_in reserved"))
    #expect(!rules.lines.contains("absent_in users"))
    let lookup = try #require(drawing.node(of: .field("username"), firstLine: "username async rules"))
    #expect(lookup.operatorName == "flatMapLatest" && lookup.kind == .lookup)
    #expect(lookup.lines.contains("absent_in users"))
    let users = try #require(drawing.nodes.first { $0.kind == .store && $0.lines.first == "users" })
    let reserved = try #require(drawing.nodes.first { $0.kind == .store && $0.lines.first == "reserved" })
    #expect(drawing.has(from: users, to: lookup, .outside, "lookup"))
    #expect(drawing.has(from: reserved, to: rules, .outside, "lookup"))
  }

  @Test func registersPasswordIsGatedByUsernamesResult() throws {
    let drawing = try StreamGraphDrawing(spec: Self.spec("register"))
    let result = try #require(drawing.node(of: .field("username"), firstLine: "username result"))
    let gate = try #require(drawing.node(of: .field("password"), firstLine: "password enabled when"))
    #expect(gate.kind == .gate && gate.lines.contains("username.ok"))
    #expect(drawing.has(from: result, to: gate, .triggers))
    #expect(drawing.edges.filter { $0.to == gate.id }.count == 1)
  }

  @Test func registersButtonTapsWhileItsGateHoldsAndWritesUsers() throws {
    let drawing = try StreamGraphDrawing(spec: Self.spec("register"))
    let gate = try #require(drawing.node(of: .button("register"), firstLine: "register enabled when"))
    let taps = try #require(drawing.node(of: .button("register"), firstLine: "tap register"))
    let submission = try #require(drawing.node(of: .button("register"), firstLine: "register submission"))
    let action = try #require(drawing.nodes.first { $0.kind == .action })
    let users = try #require(drawing.nodes.first { $0.kind == .store && $0.lines.first == "users" })
    #expect(gate.operatorName == "condition")
    for field in ["username", "password", "repeat_password"] {
      let result = try #require(drawing.node(of: .field(field), firstLine: "\(field) result"))
      #expect(drawing.has(from: result, to: gate, .triggers))
    }
    #expect(drawing.has(from: gate, to: taps, .outside, "gates"))
    #expect(drawing.has(from: taps, to: submission, .triggers))
    #expect(drawing.has(from: submission, to: action, .outside, "starts"))
    #expect(drawing.has(from: action, to: users, .outside, "write"))
  }

  @Test func aButtonWithoutConditionIsFedByTheAllValidNode() throws {
    let drawing = try StreamGraphDrawing(spec: Self.spec("shop"))
    let gate = try #require(drawing.node(of: .button("buy"), firstLine: "buy enabled when"))
    let taps = try #require(drawing.node(of: .button("buy"), firstLine: "tap buy"))
    #expect(gate.operatorName == "allValid" && gate.lines.contains("every field valid"))
    for field in ["email", "coupon", "confirm"] {
      let result = try #require(drawing.node(of: .field(field), firstLine: "\(field) result"))
      #expect(drawing.has(from: result, to: gate, .triggers))
    }
    #expect(drawing.has(from: gate, to: taps, .outside, "gates"))
  }

  @Test func aDebouncedFieldLooksUpTheDebouncedValue() throws {
    let drawing = try StreamGraphDrawing(spec: Self.spec("shop"))
    let value = try #require(drawing.node(of: .field("email"), firstLine: "email"))
    let debounce = try #require(drawing.nodes.first { $0.owner == .field("email") && $0.kind == .debounce })
    let candidate = try #require(drawing.node(of: .field("email"), firstLine: "email async candidate"))
    #expect(
      debounce.operatorName == "debounce" && debounce.lines == ["debounce \(Duration.milliseconds(300))"])
    #expect(drawing.has(from: value, to: debounce, .triggers))
    #expect(drawing.has(from: debounce, to: candidate, .triggers))
    #expect(!drawing.nodes.contains { $0.owner == .field("coupon") && $0.kind == .debounce })
  }

  /// A `custom` rule binds as the session's validators say: without one (as `formcheck
  /// graph` runs) among the sync rules, with an async one among the async rules.
  @Test func customRulesAreDrawnWhereTheSessionBindsThem() throws {
    let plain = try Self.drawn(Self.spec("shop")).drawing
    let syncRules = try #require(plain.node(of: .field("coupon"), firstLine: "coupon sync rules"))
    #expect(syncRules.lines.contains("custom coupon_is_active"))
    var environment = FormEnvironment()
    environment.validators.register("coupon_is_active", async: { _ in .valid })
    let withValidator = try Self.drawn(Self.spec("shop"), environment: environment).drawing
    let asyncRules = try #require(withValidator.node(of: .field("coupon"), firstLine: "coupon async rules"))
    #expect(asyncRules.lines.suffix(2) == ["custom coupon_is_active", "absent_in codes"])
  }
}

/// A grouped form's drawing: the enclosing graph with each repeated group's node, and
/// each group's item graph drawn once, as a template.
@Suite("Stream graph drawing of groups")
struct GroupedStreamGraphDrawingTests {
  /// Travellers with a mirror (`country` read inside an item) and a repeated group inside
  /// the items.
  static let trip = """
    form: trip
    fields:
      country:
        rules: [{one_of: [DE, FR]}]
      travellers:
        repeat: {min: 1, max: 4}
        fields:
          name: {}
          passport:
            enabled_when: country == "DE"
          visits:
            repeat: {}
            fields:
              city: {}
        rules:
          - unique: name
    computed:
      named: count(travellers.name)
    buttons:
      book:
        enabled_when: travellers.valid
    """

  static func spec(_ name: String) throws -> FormSpec {
    if name == "trip" { return try FormSpec(yaml: trip) }
    return try FormSpec(contentsOfFile: TestPaths.forms.appendingPathComponent("\(name).yaml").path)
  }

  @Test func theOrdersLinesAreDrawnOnceAsATemplateJoinedToTheGroupsNode() throws {
    let drawing = try StreamGraphDrawing(spec: Self.spec("order"))
    #expect(drawing.templates == [StreamGraphDrawing.Template(title: "lines[] (1..20 items)", parent: nil)])
    let skus = drawing.nodes.filter { $0.template == 0 && $0.lines.first == "sku" }
    #expect(skus.count == 1)
    #expect(!drawing.nodes.contains { $0.template == nil && $0.owner == .field("sku") })
    let group = try #require(drawing.nodes.first { $0.kind == .items })
    #expect(group.template == nil && group.owner == .field("lines") && group.operatorName == "repeatedGroup")
    #expect(group.lines == ["lines[] items", "1..20 items", "unique sku"])
    let count = try #require(drawing.nodes.first { $0.lines.first == "lines (count, status)" })
    let status = try #require(drawing.nodes.first { $0.lines.first == "lines status" })
    let total = try #require(drawing.nodes.first { $0.lines == ["sum(lines.amount)", "set from the items"] })
    for target in [count, status, total] { #expect(drawing.has(from: group, to: target, .outside, "sets")) }
    let skuResult = try #require(drawing.nodes.first { $0.template == 0 && $0.lines.first == "sku result" })
    #expect(drawing.has(from: skuResult, to: group, .outside, "item status"))
    #expect(try drawing.has(from: #require(skus.first), to: group, .outside, "unique"))
    let amount = try #require(drawing.nodes.first { $0.template == 0 && $0.lines.first == "amount =" })
    #expect(drawing.has(from: amount, to: group, .outside, "aggregated"))
    #expect(drawing.dot.contains(#"label="lines[] (1..20 items)"; style="rounded,dashed""#))
    #expect(drawing.mermaid.contains(#"subgraph t0 ["lines[] (1..20 items)"]"#))
  }

  /// Every node is labelled, mirrors say what they mirror, and a group inside an item is
  /// a template inside the item's, its node ids apart from the others'.
  @Test func mirrorsAndNestedGroupsAreLabelledAndNested() throws {
    let drawing = try StreamGraphDrawing(spec: Self.spec("trip"))
    for node in drawing.nodes where node.isStream {
      #expect(node.kind != nil && !node.lines.isEmpty, "\(node.id) [\(node.operatorName ?? "")] has no label")
    }
    #expect(Set(drawing.nodes.map(\.id)).count == drawing.nodes.count)
    #expect(
      drawing.templates == [
        StreamGraphDrawing.Template(title: "travellers[] (1..4 items)", parent: nil),
        StreamGraphDrawing.Template(title: "travellers[].visits[] (0 or more items)", parent: 0),
      ])
    let mirror = try #require(drawing.nodes.first { $0.lines.first == "^country ← country" })
    #expect(mirror.template == 0)
    let group = try #require(drawing.nodes.first { $0.kind == .items && $0.template == nil })
    #expect(drawing.has(from: group, to: mirror, .outside, "pushes"))
    let city = try #require(drawing.nodes.first { $0.lines.first == "city" })
    #expect(city.template == 1)
    let visits = try #require(drawing.nodes.first { $0.kind == .items && $0.template == 0 })
    let cityResult = try #require(drawing.nodes.first { $0.lines.first == "city result" })
    #expect(drawing.has(from: cityResult, to: visits, .outside, "item status"))
  }

  /// A form without repeated groups draws as it always did: no template, no extra legend.
  @Test func aFormWithoutRepeatedGroupsHasNoTemplate() throws {
    let drawing = try StreamGraphDrawing(spec: Self.spec("register"))
    #expect(drawing.templates.isEmpty)
    #expect(!drawing.dot.contains(StreamGraphDrawing.templateLegend))
  }
}

extension StreamGraphDrawing {
  /// The node of `owner` whose first line is `firstLine`.
  fileprivate func node(of owner: Owner, firstLine: String) -> Node? {
    nodes.first { $0.owner == owner && $0.lines.first == firstLine }
  }

  /// Whether an edge `from` → `to` in `style` (labelled `label`) is drawn.
  fileprivate func has(from: Node, to: Node, _ style: EdgeStyle, _ label: String? = nil) -> Bool {
    edges.contains {
      $0.from == from.id && $0.to == to.id && $0.style == style && (label == nil || $0.label == label)
    }
  }
}
