// swift-tools-version: 6.0
import PackageDescription

/// Strictness shared by every Swift target (see the house style).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "FormRules",
  products: [
    .library(name: "FormRules", targets: ["FormRules"]),
    .executable(name: "formcheck", targets: ["formcheck"]),
    .executable(name: "formcheck-bench", targets: ["formcheck-bench"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML", pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(
      name: "CPCRE2", pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"])]),
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CCrypto", pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"])]),
    .systemLibrary(
      name: "CCurl", pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"])]),
    .systemLibrary(
      name: "CPQ", pkgConfig: "libpq",
      providers: [.apt(["libpq-dev"])]),
    .systemLibrary(
      name: "CEdit", pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]),
    .systemLibrary(
      name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]),
    // ICU's normalization, case mapping and plural rules (Debian's libicu-dev) behind two C
    // functions: see its header for why ICU's own declarations do not reach Swift.
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
    .target(
      name: "FormRules",
      dependencies: ["CYAML", "CPCRE2", "CSQLite", "CPQ", "CCrypto", "CCurl", "CICU", "FormRulesIO"]),
    // JSON in and out: the parser, the writer, JSON Lines reading and output, the record
    // fast path; the library reads and writes service bodies with it. It needs nothing of
    // the engine.
    .target(name: "FormRulesIO"),
    // The fuzz targets' bodies (docs/fuzzing.md), run by the libFuzzer executables under
    // Fuzz/ and, on the kept corpora, by the tests; and the one seeded generator that
    // randomized tests and the benchmark's workloads share.
    .target(
      name: "FormRulesFuzzing",
      dependencies: ["FormRules", "FormRulesIO", "ServeWire"]),
    // What `serve` parses of a request and the API's query (cookies, Accept-Language,
    // URL-encoded bodies, `?tap=`): pure code, apart from the server so that the fuzz
    // targets reach it.
    .target(name: "ServeWire", dependencies: ["FormRules"]),
    .executableTarget(
      name: "formcheck",
      dependencies: ["FormRules", "FormRulesIO", "ServeWire", "CEdit", "CMicroHTTPD"]),
    .executableTarget(
      name: "formcheck-bench",
      dependencies: ["FormRules", "FormRulesFuzzing"]),
    // The project's HTTP test server (scripts/service-test-server.py) started and read from
    // tests: what the tests of services, in the library and end to end, share.
    .target(name: "ServiceTestSupport", path: "Tests/ServiceTestSupport"),
    // A throwaway PostgreSQL server (initdb, pg_ctl on a Unix socket) for the tests of the
    // PostgreSQL table store, in the library and end to end.
    .target(name: "PostgresTestSupport", path: "Tests/PostgresTestSupport"),
    .testTarget(
      name: "FormRulesTests",
      dependencies: ["FormRules", "FormRulesFuzzing", "ServiceTestSupport", "PostgresTestSupport"]),
    .testTarget(
      name: "FormRulesIOTests",
      dependencies: ["FormRulesIO", "FormRulesFuzzing"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "formcheckTests",
      dependencies: [
        "formcheck", "formcheck-bench", "FormRules", "FormRulesIO", "ServeWire", "ServiceTestSupport",
        "PostgresTestSupport",
      ],
      exclude: ["Fixtures", "Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)

// The fuzz targets (docs/fuzzing.md) exist only when FORMRULES_FUZZ is set, as
// `scripts/fuzz` does for its libFuzzer-instrumented build: they call libFuzzer's driver,
// which only that build links, and a plain `swift build` or `swift test` need not compile
// them.
if Context.environment["FORMRULES_FUZZ"] != nil {
  let fuzzTargets = [
    "FuzzSpec", "FuzzRecord", "FuzzExpression", "FuzzCheck", "FuzzPattern", "FuzzCookie", "FuzzLanguage",
    "FuzzUrlencoded", "FuzzQuery", "FuzzService", "FuzzCanned",
  ]
  package.targets += [
    .systemLibrary(name: "CFuzzer", path: "Fuzz/CFuzzer"),
    .target(name: "FuzzDriver", dependencies: ["FormRulesFuzzing", "CFuzzer"], path: "Fuzz/FuzzDriver"),
  ]
  package.targets += fuzzTargets.map {
    .executableTarget(name: $0, dependencies: ["FormRulesFuzzing", "FuzzDriver"], path: "Fuzz/Targets/\($0)")
  }
}

for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
