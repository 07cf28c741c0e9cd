#include <sys/types.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <microhttpd.h>

// libmicrohttpd's daemon start and its info getters are variadic, which Swift cannot
// call: these typed wrappers are the only way `formcheck serve` reaches them.

// Starts a daemon listening on `address` (an IPv4 or IPv6 socket address; the flags say
// which) that calls `handler` for each request and `completed` when one has been answered,
// on `threads` threads; at most `connection_limit` connections, `per_address_limit` of them
// from one address; `connection_timeout` seconds of silence close a connection (until
// formcheck_mhd_set_timeout says otherwise for it). The daemon holds clients to the strict
// reading of HTTP/1.1 (a request without Host, a malformed header line: a 400).
static inline struct MHD_Daemon *formcheck_mhd_start(
    unsigned int flags, const struct sockaddr *address, MHD_AccessHandlerCallback handler,
    void *handler_context, MHD_RequestCompletedCallback completed, void *completed_context,
    unsigned int connection_limit, unsigned int per_address_limit, unsigned int connection_timeout,
    unsigned int threads) {
  return MHD_start_daemon(
      flags, 0, NULL, NULL, handler, handler_context,
      MHD_OPTION_SOCK_ADDR, address,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_address_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
      MHD_OPTION_THREAD_POOL_SIZE, threads,
      MHD_OPTION_STRICT_FOR_CLIENT, (int)1,
      MHD_OPTION_END);
}

// Sets how many seconds of silence close `connection` (0: never).
static inline void formcheck_mhd_set_timeout(struct MHD_Connection *connection, unsigned int seconds) {
  (void)MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}

// The port the daemon's listening socket is bound to (the one chosen for port 0).
static inline uint16_t formcheck_mhd_bound_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

// The client's socket address, or NULL.
static inline const struct sockaddr *formcheck_mhd_client_address(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  return info == NULL ? NULL : info->client_addr;
}

// Notes in `folded` (a bool) whether header field `name: value` came from a folded line.
// libmicrohttpd 0.9.75 reads a field line in place: the name, its colon (now a NUL),
// spaces and tabs, then the value. It takes a continuation line (obs-fold) by moving the
// name elsewhere and appending the continuation to it, so a folded field's name no longer
// leads to its value that way.
static inline enum MHD_Result formcheck_mhd_note_fold(
    void *folded, enum MHD_ValueKind kind, const char *name, const char *value) {
  (void)kind;
  if (name == NULL || value == NULL) return MHD_YES;
  const char *after = name + strlen(name) + 1;
  while (after < value && (*after == ' ' || *after == '\t')) after++;
  if (after == value) return MHD_YES;
  *(bool *)folded = true;
  return MHD_NO;
}

// Whether one of the request's header fields came from a folded line (obs-fold), which
// libmicrohttpd 0.9.75 accepts even at its strictest.
static inline bool formcheck_mhd_has_folded_field(struct MHD_Connection *connection) {
  bool folded = false;
  (void)MHD_get_connection_values(connection, MHD_HEADER_KIND, formcheck_mhd_note_fold, &folded);
  return folded;
}
