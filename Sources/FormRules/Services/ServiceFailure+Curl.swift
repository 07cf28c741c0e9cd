import CCurl

extension ServiceFailure {
  /// The failure libcurl's `code` stands for, after a transfer whose limit was `timeout`.
  /// The scheme is checked before a transfer starts, so an unsupported protocol here is an
  /// answer that is not HTTP (HTTP/0.9 is refused), which counts as a dropped connection.
  init(_ code: CURLcode, timeout: Duration) {
    switch code {
    case CURLE_OPERATION_TIMEDOUT: self = .timedOut(timeout)
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: self = .unresolved
    case CURLE_COULDNT_CONNECT, CURLE_URL_MALFORMAT: self = .unreachable
    case CURLE_FILESIZE_EXCEEDED: self = .tooLarge
    case CURLE_ABORTED_BY_CALLBACK: self = .cancelled
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
      CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
      CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT, CURLE_SSL_ENGINE_NOTFOUND,
      CURLE_SSL_ENGINE_SETFAILED,
      CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED, CURLE_USE_SSL_FAILED:
      self = .insecure
    default: self = .dropped
    }
  }
}
