import CCurl
import Synchronization

/// One HTTP exchange as a libcurl easy handle: the request's options set, the response's
/// body gathered (at most ``ServiceFailure/largestBody`` bytes), and the outcome read.
///
/// Invariant: `handle` is valid from `init` to `deinit`, and libcurl holds an unretained
/// pointer to `self` (the write callback's data), which stays valid because
/// ``CurlMultiLoop`` keeps the transfer for as long as the handle is in its multi handle.
/// After `init`, only the loop's thread touches the transfer, except ``cancel()`` and
/// ``isCancelled`` (atomic).
final class CurlTransfer: @unchecked Sendable {
  /// The easy handle.
  let handle: UnsafeMutableRawPointer
  /// The request's headers as libcurl's list, freed with the transfer.
  private var headerList: UnsafeMutablePointer<curl_slist>?
  /// The body received so far.
  private var body: [UInt8] = []
  /// Whether the body outgrew ``ServiceFailure/largestBody`` (the write then stopped).
  private var exceededLargestBody = false
  /// How long the exchange may take, reported back on a timeout.
  private let timeout: Duration
  /// Set when the calling task is cancelled.
  private let cancelled = Atomic(false)

  /// The options for `request`, or nil when it cannot be sent as given (see
  /// ``HTTPHeaderLines``) or libcurl refuses an option or has no handle to give.
  init?(_ request: ServiceRequest) {
    guard let handle = curl_easy_init() else { return nil }
    self.handle = handle
    timeout = request.timeout
    guard let headers = HTTPHeaderLines(request), !request.url.contains("\0") else { return nil }
    for line in headers.lines {
      guard let list = curl_slist_append(headerList, line) else { return nil }
      headerList = list
    }
    let me = Unmanaged.passUnretained(self).toOpaque()
    var settings = [
      set(CURLOPT_URL, text: request.url), set(CURLOPT_PROTOCOLS_STR, text: "http,https"),
      set(CURLOPT_PROXY, text: ""), set(CURLOPT_USERAGENT, text: "FormRules/\(FormRulesVersion.current)"),
      set(CURLOPT_NOSIGNAL, 1), set(CURLOPT_FOLLOWLOCATION, 0),
      // The path goes out as the spec and the encoding made it: no dot segment squashed.
      set(CURLOPT_PATH_AS_IS, 1),
      set(CURLOPT_SSL_VERIFYPEER, 1), set(CURLOPT_SSL_VERIFYHOST, 2),
      set(CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeout)),
      set(CURLOPT_MAXFILESIZE_LARGE, size: ServiceFailure.largestBody),
      set(CURLOPT_HTTPHEADER, pointer: headerList),
      set(CURLOPT_WRITEDATA, pointer: me), formrules_curl_set_write_function(handle, Self.write) == CURLE_OK,
    ]
    if let payload = headers.body {
      settings.append(set(CURLOPT_POSTFIELDSIZE_LARGE, size: payload.count))
      settings.append(
        (payload.isEmpty ? [0] : payload).withUnsafeBytes {
          set(CURLOPT_COPYPOSTFIELDS, pointer: $0.baseAddress)
        })
    } else {
      settings.append(set(CURLOPT_HTTPGET, 1))
    }
    if request.method != (headers.body == nil ? "GET" : "POST") {
      settings.append(set(CURLOPT_CUSTOMREQUEST, text: request.method))
    }
    guard settings.allSatisfy({ $0 }) else { return nil }
  }

  deinit {
    curl_slist_free_all(headerList)
    curl_easy_cleanup(handle)
  }

  /// Marks the transfer cancelled; the loop aborts it when next woken.
  func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// Whether the calling task was cancelled.
  var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

  /// The outcome once libcurl finished the transfer with `code`.
  func outcome(_ code: CURLcode) -> Result<ServiceResponse, ServiceFailure> {
    guard code == CURLE_OK else {
      return .failure(exceededLargestBody ? .tooLarge : ServiceFailure(code, timeout: timeout))
    }
    var status = 0
    guard formrules_curl_response_code(handle, &status) == CURLE_OK, status > 0 else {
      return .failure(.dropped)
    }
    return .success(ServiceResponse(status: status, body: body))
  }

  /// Sets a number option; false when libcurl refuses it.
  private func set(_ option: CURLoption, _ value: Int) -> Bool {
    formrules_curl_set_long(handle, option, value) == CURLE_OK
  }

  /// Sets a size option; false when libcurl refuses it.
  private func set(_ option: CURLoption, size: Int) -> Bool {
    formrules_curl_set_offset(handle, option, curl_off_t(size)) == CURLE_OK
  }

  /// Sets a pointer option; false when libcurl refuses it.
  private func set(_ option: CURLoption, pointer: UnsafeRawPointer?) -> Bool {
    formrules_curl_set_pointer(handle, option, pointer) == CURLE_OK
  }

  /// Sets a text option (libcurl copies it); false when libcurl refuses it.
  private func set(_ option: CURLoption, text: String) -> Bool {
    formrules_curl_set_pointer(handle, option, text) == CURLE_OK
  }

  /// `duration` in whole milliseconds, at least 1 (libcurl reads 0 as no limit).
  private static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    guard seconds < Int64(Int32.max / 1000) else { return Int(Int32.max) }
    return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }

  /// libcurl's write callback: appends a piece of the body, or refuses it (ending the
  /// transfer) once the body would outgrow the largest allowed.
  private static let write:
    @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int =
      { data, size, count, me in
        guard let me else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(me).takeUnretainedValue()
        let length = size * count
        guard transfer.body.count + length <= ServiceFailure.largestBody else {
          transfer.exceededLargestBody = true
          return 0
        }
        transfer.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
        return length
      }
}
