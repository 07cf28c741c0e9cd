import Glibc
import Synchronization

/// `SIGINT` and `SIGTERM` during a batch: instead of dying with result lines still
/// buffered (and inserts already committed without their lines), the batch finishes the
/// record in hand, writes every line so far and exits with 128 + the signal (130, 143).
///
/// The handler only sets an atomic flag; the line reader reads it between records (see
/// ``FormRulesIO/JSONLineReader``). It is installed without `SA_RESTART`, so a `read`
/// waiting for input returns `EINTR` and the reader sees the flag at once. The kernel may
/// deliver a process's signal to any thread that does not block it (a thread of the pool
/// store work runs on, say): the handler then passes it on to the reading thread
/// (`pthread_kill`, async-signal-safe), whose `read` would otherwise wait on.
enum StopSignal {
  /// The signals that stop a batch.
  static let signals = [SIGINT, SIGTERM]

  /// The signal received, 0 while none has come.
  private static let received = Atomic<Int32>(0)
  /// The thread that reads the input (``install()``'s caller), 0 before.
  private static let reader = Atomic<UInt>(0)

  /// The signal received so far, if any.
  static var pending: Int32? {
    let signal = received.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  /// Whether a stop signal has come.
  static var isPending: Bool { received.load(ordering: .relaxed) != 0 }

  /// Installs the handler for ``signals`` on the calling thread (the one that reads the
  /// input), unblocking them there. A signal ignored when the program started (`nohup`,
  /// a background job of a non-interactive shell) stays ignored.
  static func install() {
    received.store(0, ordering: .relaxed)  // initialised here, never first in the handler
    reader.store(UInt(pthread_self()), ordering: .relaxed)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      StopSignal.received.store(signal, ordering: .relaxed)
      let reader = StopSignal.reader.load(ordering: .relaxed)
      if reader != 0, pthread_equal(pthread_self(), pthread_t(reader)) == 0 {
        pthread_kill(pthread_t(reader), signal)
      }
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    for signal in signals {
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      let ignored =
        unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
      if !ignored { sigaction(signal, &action, nil) }
    }
    var set = signalSet
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Blocks ``signals`` on the calling thread, so that they reach the thread that reads
  /// the input (and interrupt its `read`) rather than a worker.
  static func blockOnThisThread() {
    var set = signalSet
    pthread_sigmask(SIG_BLOCK, &set, nil)
  }

  /// ``signals`` as a set.
  private static var signalSet: sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }
}
