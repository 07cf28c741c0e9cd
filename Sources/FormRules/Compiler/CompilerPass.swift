/// One static check or resolution step of the compiler. Passes run in a fixed order over
/// one shared ``CompilationContext``; each reports what it finds and never stops the rest.
protocol CompilerPass {
  /// Runs the pass.
  func run(_ context: inout CompilationContext)
}
