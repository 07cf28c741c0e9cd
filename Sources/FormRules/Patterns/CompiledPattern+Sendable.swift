/// A compiled pattern owns mutable PCRE2 scratch space (match data, match context, JIT
/// stack), so it must not cross threads; see ``CompiledPattern``.
@available(*, unavailable)
extension CompiledPattern: Sendable {}
