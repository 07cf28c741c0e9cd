/// What a failed service request says, in the session's locale: the service's name and the
/// route, never the URL nor a header (either may hold a secret from the environment) —
/// "could not reach service 'api' (GET /users/alice): timed out after 2s". Every failure
/// is a ``StoreError``, whose kind tells transport failures (``StoreFailure/unavailable``)
/// from answers the session cannot use (``StoreFailure/badResponse``). The route holds
/// typed values as they are, so its control characters are shown as escapes
/// (``VisibleText``): a CR or LF in a value cannot break the message's line.
struct ServiceMessages: Sendable {
  /// The session's locale.
  let context: MessageContext

  /// A request that got no response; `{reason}` says why.
  static let unreached: LocalizedTemplate = [
    .en: "could not reach service '{service}' ({route}): {reason}",
    .zh: "无法访问服务“{service}”（{route}）：{reason}",
    .ru: "не удалось обратиться к сервису «{service}» ({route}): {reason}",
    .fr: "service «\u{A0}{service}\u{A0}» injoignable ({route})\u{A0}: {reason}",
  ]
  /// A response with a status the request does not expect.
  static let unexpectedStatus: LocalizedTemplate = [
    .en: "service '{service}' answered {route} with status {status}",
    .zh: "服务“{service}”对 {route} 返回了状态 {status}",
    .ru: "сервис «{service}» ответил на {route} со статусом {status}",
    .fr: "le service «\u{A0}{service}\u{A0}» a répondu à {route} avec le statut {status}",
  ]
  /// A response whose body is not the JSON the request expects.
  static let unreadableBody: LocalizedTemplate = [
    .en: "service '{service}' answered {route} with a body that is not {expected}",
    .zh: "服务“{service}”对 {route} 的响应正文不是 {expected}",
    .ru: "сервис «{service}» ответил на {route} телом, которое не является {expected}",
    .fr: "le service «\u{A0}{service}\u{A0}» a répondu à {route} avec un corps qui n’est pas {expected}",
  ]

  /// Why a request got no response, by ``ServiceFailure`` case.
  static let timedOut: LocalizedTemplate = [
    .en: "timed out after {duration}", .zh: "{duration} 后超时", .ru: "нет ответа за {duration}",
    .fr: "aucune réponse après {duration}",
  ]
  static let unresolved: LocalizedTemplate = [
    .en: "its host name could not be resolved", .zh: "无法解析主机名", .ru: "не удалось найти имя хоста",
    .fr: "le nom d’hôte est introuvable",
  ]
  static let unreachable: LocalizedTemplate = [
    .en: "no connection could be made", .zh: "无法建立连接", .ru: "не удалось установить соединение",
    .fr: "aucune connexion n’a pu être établie",
  ]
  static let insecure: LocalizedTemplate = [
    .en: "the secure connection failed", .zh: "安全连接失败", .ru: "не удалось установить защищённое соединение",
    .fr: "la connexion sécurisée a échoué",
  ]
  static let dropped: LocalizedTemplate = [
    .en: "the connection broke before a whole response came", .zh: "连接在收到完整响应前中断",
    .ru: "соединение прервалось до получения полного ответа",
    .fr: "la connexion a été coupée avant la réponse complète",
  ]
  static let tooLarge: LocalizedTemplate = [
    .en: "the response is larger than 8 MiB", .zh: "响应大于 8 MiB", .ru: "ответ больше 8 МиБ",
    .fr: "la réponse dépasse 8 Mio",
  ]
  static let cancelled: LocalizedTemplate = [
    .en: "the request was cancelled", .zh: "请求已取消", .ru: "запрос отменён", .fr: "la requête a été annulée",
  ]
  static let missingVariable: LocalizedTemplate = [
    .en: "the environment variable '{variable}' is not set", .zh: "未设置环境变量“{variable}”",
    .ru: "переменная окружения «{variable}» не задана",
    .fr: "la variable d’environnement «\u{A0}{variable}\u{A0}» n’est pas définie",
  ]
  static let noTransport: LocalizedTemplate = [
    .en: "this session has no HTTP client", .zh: "此会话没有 HTTP 客户端", .ru: "у этого сеанса нет HTTP-клиента",
    .fr: "cette session n’a pas de client HTTP",
  ]
  static let notCanned: LocalizedTemplate = [
    .en: "the example has no canned response for it", .zh: "示例没有为它提供预设响应",
    .ru: "в примере нет заготовленного ответа на него",
    .fr: "l’exemple ne lui donne aucune réponse préparée",
  ]

  /// The error of a request to `service` for `route` that got no response.
  func failure(_ failure: ServiceFailure, service: String, route: String) -> StoreError {
    let reason: String
    switch failure {
    case .timedOut(let limit): reason = render(Self.timedOut, ["duration": Self.text(of: limit)])
    case .unresolved: reason = render(Self.unresolved)
    case .unreachable: reason = render(Self.unreachable)
    case .insecure: reason = render(Self.insecure)
    case .dropped: reason = render(Self.dropped)
    case .tooLarge: reason = render(Self.tooLarge)
    case .cancelled: reason = render(Self.cancelled)
    case .missingVariable(let name): reason = render(Self.missingVariable, ["variable": name])
    case .noTransport: reason = render(Self.noTransport)
    case .notCanned: reason = render(Self.notCanned)
    }
    let kind: StoreFailure = if case .missingVariable = failure { .invalidInput } else { .unavailable }
    return StoreError(kind, render(Self.unreached, service: service, route: route, ["reason": reason]))
  }

  /// The error of a response with a status the request does not expect.
  func unexpected(_ response: ServiceResponse, service: String, route: String) -> StoreError {
    StoreError(
      .badResponse,
      render(Self.unexpectedStatus, service: service, route: route, ["status": String(response.status)]))
  }

  /// The error of a response whose body is not `expected` (`JSON`, `{"valid": …}`).
  func unreadable(service: String, route: String, expected: String) -> StoreError {
    StoreError(
      .badResponse, render(Self.unreadableBody, service: service, route: route, ["expected": expected]))
  }

  /// `template` rendered with `{service}`, `{route}` (its control characters shown as
  /// escapes) and `values`.
  private func render(
    _ template: LocalizedTemplate, service: String, route: String, _ values: [String: String]
  ) -> String {
    render(template, values.merging(["service": service, "route": VisibleText.escaped(route)]) { $1 })
  }

  /// `template` in the session's locale with each `{name}` of `values` filled, in one pass
  /// (a value that holds braces is not filled again).
  private func render(_ template: LocalizedTemplate, _ values: [String: String] = [:]) -> String {
    let text = template.text(in: context.locale, defaultLocale: context.defaultLocale)
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}"),
        let value = values[String(rest[rest.index(after: open)..<close])]
      else {
        result.append("{")
        rest = rest[rest.index(after: open)...]
        continue
      }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// `2s`, `300ms`, `1.5s`: a timeout as a spec writes it.
  static func text(of duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = attoseconds / 1_000_000_000_000_000
    if milliseconds == 0 { return "\(seconds)s" }
    if seconds == 0 { return "\(milliseconds)ms" }
    var fraction = String(milliseconds)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(seconds).\(fraction)s"
  }
}
