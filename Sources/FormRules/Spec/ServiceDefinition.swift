/// One entry of `services:`: where a remote service is and how to talk to it.
struct ServiceDefinition: Sendable, Equatable {
  /// One of `headers:`.
  struct Header: Sendable, Equatable {
    /// The header's name.
    var name: Located<String>
    /// Its value, with `${VAR}`s.
    var value: VariableText
  }

  /// The default `timeout:`.
  static let defaultTimeout: Duration = .seconds(5)

  /// The service's name in the spec.
  var name: Located<String>
  /// `url:`, the base every request's path is appended to, with `${VAR}`s.
  var url: VariableText
  /// `timeout:`, for each whole exchange.
  var timeout: Duration
  /// `headers:`, in the order written.
  var headers: [Header]
  /// Every `${NAME}` of `url:` and `headers:`, in the order written, each at its `${`:
  /// what ``VariablePolicy`` checks.
  var variables: [Located<String>] = []
}

/// One entry of `validators:`: a `custom:` validator answered by a service.
struct ValidatorDefinition: Sendable, Equatable {
  /// The validator's name, as `custom:` rules name it.
  var name: Located<String>
  /// `service:`.
  var service: Located<String>
  /// `request:`; nil when it could not be read (reported).
  var request: RequestLine?
}

/// A request line of the spec (`lookup: GET /users/{key}`), where it was written and
/// what it says.
struct RequestLine: Sendable, Equatable {
  /// The line as written.
  var text: Located<String>
  /// The line, parsed.
  var template: RequestTemplate
}
