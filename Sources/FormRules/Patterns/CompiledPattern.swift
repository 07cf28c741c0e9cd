internal import CPCRE2

/// A `pattern` rule's regular expression, compiled once by PCRE2 and matched against whole
/// values.
///
/// Compiled with `PCRE2_UTF | PCRE2_UCP` (so `\w`, `\d` and case folding are Unicode-aware)
/// and anchored at both ends (`PCRE2_ANCHORED | PCRE2_ENDANCHORED`): the whole value must
/// match, and a trailing newline is not forgiven the way `$` forgives it. `\C` is refused
/// (`PCRE2_NEVER_BACKSLASH_C`) so matching never splits a character. When PCRE2 has a JIT
/// for this machine the pattern is JIT-compiled; otherwise the interpreter runs it.
///
/// Every match is bounded: at most ``matchLimit`` backtracking steps, ``depthLimit``
/// nested backtracking points, ``heapLimitKiB`` of heap and ``jitStackMaximum`` bytes of
/// JIT stack, so that a catastrophic pattern such as `^(a+)+$` gives `.limitExceeded`
/// quickly instead of hanging.
///
/// Not `Sendable`: besides the compiled code (which PCRE2 allows sharing read-only across
/// threads), the instance owns one match-data block, one match context and one JIT stack
/// that every `matches(_:)` call reuses so that matching allocates nothing. Those are
/// mutable scratch space, so one instance must be used by one thread at a time — the
/// engine runs a form on one thread. Compile another instance for another thread.
package final class CompiledPattern {
  /// Most backtracking steps one match may take (`pcre2_set_match_limit`).
  static let matchLimit: UInt32 = 100_000
  /// Deepest nesting of backtracking points for the interpreter (`pcre2_set_depth_limit`).
  static let depthLimit: UInt32 = 100_000
  /// Most heap the interpreter may use for one match, in KiB (`pcre2_set_heap_limit`).
  static let heapLimitKiB: UInt32 = 16 * 1024
  /// Initial size of the JIT stack, in bytes.
  static let jitStackStart = 32 * 1024
  /// Largest the JIT stack may grow, in bytes.
  static let jitStackMaximum = 1024 * 1024

  /// The pattern as written.
  let pattern: String
  /// Whether PCRE2's JIT compiled the pattern (else the interpreter matches).
  let isJITCompiled: Bool

  /// The compiled code (`pcre2_code_8 *`).
  private let code: OpaquePointer
  /// Reused match data with room for the whole-match offsets only (`pcre2_match_data_8 *`).
  private let matchData: OpaquePointer
  /// Reused match context holding the limits and the JIT stack (`pcre2_match_context_8 *`).
  private let matchContext: OpaquePointer
  /// The JIT stack, when the pattern is JIT-compiled (`pcre2_jit_stack_8 *`).
  private let jitStack: OpaquePointer?

  /// Takes ownership of PCRE2 objects created by `compile(_:)`.
  private init(
    pattern: String, code: OpaquePointer, matchData: OpaquePointer, matchContext: OpaquePointer,
    jitStack: OpaquePointer?
  ) {
    self.pattern = pattern
    self.code = code
    self.matchData = matchData
    self.matchContext = matchContext
    self.jitStack = jitStack
    self.isJITCompiled = jitStack != nil
  }

  deinit {
    pcre2_match_data_free_8(matchData)
    pcre2_match_context_free_8(matchContext)
    if let jitStack { pcre2_jit_stack_free_8(jitStack) }
    pcre2_code_free_8(code)
  }

  /// Compiles `pattern`, or says why PCRE2 rejects it. `jit: false` skips the JIT, which
  /// costs more than it saves for a pattern matched only a few times (static checks).
  package static func compile(
    _ pattern: String, jit: Bool = true
  ) -> Result<CompiledPattern, PatternCompileError> {
    let options =
      UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_ENDANCHORED)
      | UInt32(PCRE2_NEVER_BACKSLASH_C | PCRE2_NO_UTF_CHECK)
    var errorCode: Int32 = 0
    var errorOffset = 0
    // A Swift string is always valid UTF-8, which makes PCRE2_NO_UTF_CHECK safe here and
    // in `matches(_:)`. PCRE2 reads exactly `count` bytes, so embedded NULs are fine.
    let compiled = withBytes(of: pattern) { bytes, count in
      pcre2_compile_8(bytes, count, options, &errorCode, &errorOffset, nil)
    }
    guard let code = compiled else {
      return .failure(
        PatternCompileError(
          pattern: pattern, code: errorCode, message: errorMessage(for: errorCode),
          scalarOffset: scalarOffset(ofByte: errorOffset, in: pattern)))
    }
    guard let matchData = pcre2_match_data_create_8(1, nil) else {
      pcre2_code_free_8(code)
      return .failure(outOfMemory(pattern))
    }
    guard let matchContext = pcre2_match_context_create_8(nil) else {
      pcre2_match_data_free_8(matchData)
      pcre2_code_free_8(code)
      return .failure(outOfMemory(pattern))
    }
    pcre2_set_match_limit_8(matchContext, matchLimit)
    pcre2_set_depth_limit_8(matchContext, depthLimit)
    pcre2_set_heap_limit_8(matchContext, heapLimitKiB)
    var jitStack: OpaquePointer?
    if jit, isJITCompiled(code) {
      // JIT code needs a stack; this one may grow to `jitStackMaximum`.
      guard let stack = pcre2_jit_stack_create_8(jitStackStart, jitStackMaximum, nil) else {
        pcre2_match_context_free_8(matchContext)
        pcre2_match_data_free_8(matchData)
        pcre2_code_free_8(code)
        return .failure(outOfMemory(pattern))
      }
      pcre2_jit_stack_assign_8(matchContext, nil, UnsafeMutableRawPointer(stack))
      jitStack = stack
    }
    return .success(
      CompiledPattern(
        pattern: pattern, code: code, matchData: matchData, matchContext: matchContext,
        jitStack: jitStack))
  }

  /// Whether the whole of `value` matches.
  package func matches(_ value: String) -> PatternMatch {
    let result = Self.withBytes(of: value) { bytes, count in
      // JIT code is run through PCRE2's fast path, which skips `pcre2_match`'s checks of
      // its arguments and of the subject's UTF-8 (a Swift string's is valid) and honours
      // the same limits and JIT stack: a third of a match's cost on a short value.
      isJITCompiled
        ? pcre2_jit_match_8(code, bytes, count, 0, 0, matchData, matchContext)
        : pcre2_match_8(
          code, bytes, count, 0, UInt32(PCRE2_NO_UTF_CHECK), matchData, matchContext)
    }
    switch result {
    case 0...:
      // 0 means "matched, but the offsets did not fit": still a match.
      return .match
    case PCRE2_ERROR_NOMATCH:
      return .noMatch
    case PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT,
      PCRE2_ERROR_JIT_STACKLIMIT:
      return .limitExceeded
    default:
      return .error(Self.errorMessage(for: result))
    }
  }

  // MARK: Helpers

  /// Calls `body` with the UTF-8 bytes of `text` and their count; the pointer is valid
  /// (and non-null, even for an empty text) only inside `body`.
  private static func withBytes<Result>(
    of text: String, _ body: (UnsafePointer<UInt8>, Int) -> Result
  ) -> Result {
    var text = text
    return text.withUTF8 { buffer in
      if let base = buffer.baseAddress { return body(base, buffer.count) }
      var empty: UInt8 = 0
      return withUnsafePointer(to: &empty) { body($0, 0) }
    }
  }

  /// Asks PCRE2 to JIT-compile `code` and says whether it did. A failure (no JIT for this
  /// machine, no executable memory) leaves the interpreter in charge; so does a pattern
  /// starting with `(*NO_JIT)`, for which PCRE2 reports success without compiling, hence
  /// the check of the JIT code's size.
  private static func isJITCompiled(_ code: OpaquePointer) -> Bool {
    guard pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE)) == 0 else { return false }
    var size = 0
    return pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_JITSIZE), &size) == 0 && size > 0
  }

  /// PCRE2's message for an error code.
  private static func errorMessage(for code: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let length = buffer.withUnsafeMutableBufferPointer { buffer in
      pcre2_get_error_message_8(code, buffer.baseAddress, buffer.count)
    }
    guard length >= 0 else { return "PCRE2 error \(code)" }
    return String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
  }

  /// The number of scalars that start before UTF-8 offset `byteOffset` of `text`.
  private static func scalarOffset(ofByte byteOffset: Int, in text: String) -> Int {
    var bytes = 0
    var scalars = 0
    for scalar in text.unicodeScalars {
      guard bytes < byteOffset else { break }
      bytes += UTF8.width(scalar)
      scalars += 1
    }
    return scalars
  }

  /// The error for a failed allocation.
  private static func outOfMemory(_ pattern: String) -> PatternCompileError {
    PatternCompileError(
      pattern: pattern, code: PCRE2_ERROR_NOMEMORY,
      message: errorMessage(for: PCRE2_ERROR_NOMEMORY), scalarOffset: 0)
  }
}

/// A compiled pattern owns mutable PCRE2 scratch space (match data, match context, JIT
/// stack), so it must not cross threads; see ``CompiledPattern``.
@available(*, unavailable)
extension CompiledPattern: Sendable {}

/// The outcome of matching a value against a ``CompiledPattern``.
package enum PatternMatch: Equatable, Sendable {
  /// The whole value matches.
  case match
  /// It does not.
  case noMatch
  /// PCRE2 gave up: the pattern backtracks too much on this value (match, depth, heap or
  /// JIT-stack limit). Neither a match nor a non-match.
  case limitExceeded
  /// PCRE2 reported another error, with its message.
  case error(String)
}
