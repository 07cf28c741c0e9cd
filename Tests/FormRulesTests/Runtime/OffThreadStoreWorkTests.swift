import Foundation
import Synchronization
import Testing

@testable import FormRules

/// While `settle(realTime:)` drives a session, store work runs off the caller's thread;
/// on the virtual clock its outcomes land at the same instants as when run in place.
@Suite("Store work off the caller's thread")
struct OffThreadStoreWorkTests {
  /// Set by a test around its calls into the form.
  @TaskLocal static var inCallersTask = false

  /// A custom store that records, for each call, whether it ran in the task of the test
  /// that drives the form (in place) or in a task of its own (off the caller's executor).
  final class ThreadRecordingStore: CustomStore {
    let inCallersTask = Mutex<[Bool]>([])
    let keys = Mutex<Set<String>>([])

    func contains(_ key: String) throws -> Bool {
      inCallersTask.withLock { $0.append(OffThreadStoreWorkTests.inCallersTask) }
      return keys.withLock { $0.contains(key) }
    }

    func insert(_ record: [String: String], key: String) throws -> Bool {
      inCallersTask.withLock { $0.append(OffThreadStoreWorkTests.inCallersTask) }
      return keys.withLock { $0.insert(record[key] ?? "").inserted }
    }

    func record(forKey key: String) throws -> [String: String]? { nil }
  }

  static let yaml = """
    form: signup
    stores:
      users: { table: users, key: username, latency: 100ms }
    fields:
      username:
        debounce: 300ms
        rules:
          - min_length: 3
          - absent_in: users
            message: taken
        ok: free
    buttons:
      register:
        action: { insert: users }
    """

  @MainActor static func makeForm(_ store: ThreadRecordingStore) throws -> Form {
    var environment = FormEnvironment()
    environment.stores["users"] = store
    return try Form(spec: FormSpec(yaml: yaml), environment: environment)
  }

  @Test @MainActor func asyncSettleRunsStoreWorkInATaskOfItsOwn() async throws {
    let store = ThreadRecordingStore()
    let form = try Self.makeForm(store)
    try await Self.$inCallersTask.withValue(true) {
      try form.set("username", to: "alice")
      await form.settle(realTime: false)
      try form.tap("register")
      await form.settle(realTime: false)
    }
    #expect(store.inCallersTask.withLock { $0 } == [false, false, false])
    #expect(form.snapshot.field("username")?.result == .failed("taken"))
  }

  @Test @MainActor func theVirtualClockRunsStoreWorkInPlace() throws {
    let store = ThreadRecordingStore()
    let form = try Self.makeForm(store)
    try Self.$inCallersTask.withValue(true) {
      try form.set("username", to: "alice")
      form.settle()
    }
    #expect(store.inCallersTask.withLock { $0 } == [true])
  }

  /// Every username result shown, with its virtual time, for a session driven by `drive`.
  @MainActor static func events(_ drive: @MainActor (Form) async -> Void) async throws -> [String] {
    let form = try makeForm(ThreadRecordingStore())
    final class Box { var events: [String] = [] }
    let box = Box()
    let observation = form.observe { change in
      if case .field(let state) = change { box.events.append("\(form.now) \(state.result)") }
    }
    defer { observation.cancel() }
    try form.set("username", to: "al")
    try form.set("username", to: "alice")
    await drive(form)
    try form.tap("register")
    await drive(form)
    return box.events
  }

  @Test @MainActor func outcomesLandAtTheSameVirtualInstants() async throws {
    let inPlace = try await Self.events { $0.settle() }
    let offThread = try await Self.events { await $0.settle(realTime: false) }
    #expect(inPlace.count == 5)  // too short; validating; ok at 400 ms; validating; taken
    #expect(offThread == inPlace)
  }
}
