import FormRules

/// `formcheck schema`: the JSON Schema of the spec DSL, for editors (``FormSpec/jsonSchema``).
enum SchemaCommand: Subcommand {
  static let name = "schema"
  static let abstract = "Print the JSON Schema of the spec DSL (for YAML language servers)."
  static let help = """
    usage: formcheck schema

    Prints a JSON Schema (draft 2020-12) of the spec DSL: every key, its type, the
    allowed words, each rule as one of the single-rule objects. Save it and point your
    editor's YAML language server at it, e.g. with a first line in each spec:

      formcheck schema > formrules.schema.json
      # yaml-language-server: $schema=../formrules.schema.json

    The schema checks the shape of a spec; 'formcheck check' checks everything else.

    options:
      -h, --help  show this help

    exit status: 0 printed, 2 usage error or output not written (141: output pipe
    closed)
    """

  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandArguments
    do {
      options = try CommandArguments(arguments, valueOptions: [], flagOptions: [])
    } catch {
      return usageFailure(error)
    }
    guard options.positionals.isEmpty else {
      return usageFailure(UsageError("'schema' takes no arguments"))
    }
    Console.write(FormSpec.jsonSchema)
    return ExitStatus.success
  }
}
