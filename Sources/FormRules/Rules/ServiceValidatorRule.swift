/// `custom: NAME` answered by a service validator of the spec's `validators:`: the
/// validator's request with the body `{"field":…,"value":…}` (and `{field}`, `{value}`
/// in its path), through the session's ``ServiceCaller``. A 200 answer
/// `{"valid": true}` passes; `{"valid": false, "message": …}` fails with the service's
/// message, or the rule's when it gives none. Any other answer, and any failure to get
/// one, fails the field as a store error. Cancelling (a newer value) aborts the request.
struct ServiceValidatorRule: AsyncRule {
  /// The field's name, sent as `field`.
  let field: String
  /// The validator's request.
  let endpoint: ServiceEndpoint
  /// Where the request goes.
  let services: ServiceCaller
  let message: String

  /// What the body of a validator's answer must be, for the message of one that is not.
  static let expectedAnswer = #"{"valid": true|false, "message": …}"#

  func start(_ value: String, completion: @escaping (RuleVerdict) -> Void) -> (any Cancellable)? {
    services.send(
      endpoint, values: ["field": field, "value": value],
      body: ServiceJSON.validation(field: field, value: value)
    ) { reply in
      switch reply.result {
      case .success(let response) where response.status == 200:
        switch ServiceJSON.verdict(response.body) {
        case (true, _)?: completion(.pass)
        case (false, let message?)?: completion(.failWithMessage(message))
        case (false, nil)?: completion(.fail)
        case nil: completion(.storeError(reply.unreadable(expecting: Self.expectedAnswer)))
        }
      case .success(let response): completion(.storeError(reply.unexpected(response)))
      case .failure(let error): completion(.storeError(error))
      }
    }
  }
}
