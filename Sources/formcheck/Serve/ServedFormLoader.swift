import FormRules

/// Finds and compiles the specs `formcheck serve` is given: files named, and the specs in
/// folders named (found as `check` finds them: ``SpecFinder``). Each is named by its file
/// name without `.yaml`/`.yml`. A spec that does not compile, two specs of one name, or
/// nothing to serve is a startup error.
enum ServedFormLoader {
  /// A form loaded, and the text it was compiled from.
  struct Loaded {
    let form: ServedForm
    let source: ServedSpecSource
  }

  /// Why loading failed: the lines to print (diagnostics are `file:line:column: error:`,
  /// other messages start `formcheck serve:`).
  struct Failure: Error {
    let message: String

    /// A failure of the loader's own (not a spec's diagnostics).
    static func own(_ message: String) -> Failure {
      Failure(message: "formcheck serve: " + VisibleText.escaped(message))
    }
  }

  /// The forms in `paths`, sorted by name.
  static func load(_ paths: [String]) throws(Failure) -> [Loaded] {
    let candidates: [SpecFinder.Candidate]
    do {
      candidates = try SpecFinder().candidates(in: paths)
    } catch {
      throw .own(error.message)
    }
    var loaded: [Loaded] = []
    var failures: [String] = []
    for candidate in candidates {
      do {
        let source = try ServedSpecSource(file: candidate.path)
        let spec = try source.compile()
        loaded.append(
          Loaded(
            form: ServedForm(name: name(of: candidate.path), spec: spec, file: candidate.path), source: source
          ))
      } catch {
        // A YAML file in a folder that is no spec (no `form` key) is not served.
        if candidate.folder != nil, SpecChecker().outcome(ofFile: candidate.path, named: false) == nil {
          continue
        }
        failures.append(error.description)
      }
    }
    guard failures.isEmpty else { throw Failure(message: failures.joined(separator: "\n")) }
    guard !loaded.isEmpty else {
      throw .own("no spec to serve in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
    }
    var byName: [String: String] = [:]
    for entry in loaded {
      if let other = byName[entry.form.name] {
        throw .own(
          "two specs are named '\(entry.form.name)' (\(other) and \(entry.form.file)): a form's name in URLs "
            + "is its file name without the extension")
      }
      byName[entry.form.name] = entry.form.file
    }
    return loaded.sorted { $0.form.name < $1.form.name }
  }

  /// The file name of `path` without its directory and `.yaml`/`.yml`.
  static func name(of path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if let suffix = [".yaml", ".yml"].first(where: name.hasSuffix) { name.removeLast(suffix.count) }
    return name
  }
}
