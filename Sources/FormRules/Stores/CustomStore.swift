/// A store an embedding program provides, used by a spec exactly as a built-in one:
/// `absent_in` / `present_in` call ``contains(_:)``, an `insert:` action
/// ``insert(_:key:)``, a `verify:` action ``record(forKey:)``.
///
/// Register it in ``FormEnvironment/stores`` under the name of a store the spec declares;
/// it then replaces that store's table or list in every session of the environment (the
/// spec's declaration still decides what the checker allows, such as `insert:` only on a
/// `table:` store, and its `latency:` still applies).
///
/// ```swift
/// var environment = FormEnvironment()
/// environment.stores["users"] = AccountService()
/// ```
///
/// The methods are synchronous and may block: a session that ``Form/settle(realTime:)``
/// drives calls them off the caller's thread, like the SQLite store, and one driven by the
/// virtual clock alone (``Form/settle()``, tests) calls them in place, so that its results
/// stay deterministic. They may be called from any thread, one call at a time per session.
///
/// Keys reach a custom store as the field holds them (after its `normalize:` steps): the
/// spec's `case: insensitive` is the custom store's to honour, as ``contains(_:)`` and
/// ``record(forKey:)`` compare keys.
///
/// Secrets never reach a custom store in plain text: ``insert(_:key:)`` receives secret
/// fields hashed (scrypt, as a PHC string), and `verify:` checks the typed secret against
/// the hash that ``record(forKey:)`` returns. Throw a ``StoreError`` to tell a store
/// failure (a field or button then fails as a store error, with its ``StoreFailure``);
/// any other error counts as ``StoreFailure/other``.
public protocol CustomStore: Sendable {
  /// Whether a record with key `key` exists.
  func contains(_ key: String) throws -> Bool

  /// Adds `record` (column → value; the key column is `key`), unless a record with its
  /// key exists: then nothing is stored and the result is false.
  func insert(_ record: [String: String], key: String) throws -> Bool

  /// The record with key `key` (column → value), or nil when there is none.
  func record(forKey key: String) throws -> [String: String]?
}
