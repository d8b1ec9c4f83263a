/// Text written in parts: appended pieces are gathered and handed to `sink` once they reach 64 kB,
/// and the rest on `flush()`, so that a long report is written while it is made without a call
/// (and, in the CLI, a write to the file descriptor) per piece. The parts joined are the text
/// appended, in order.
struct ChunkedOutput {
  private let sink: (String) -> Void
  private var pending = ""
  /// The size at which a part is handed on.
  private static let partSize = 1 << 16

  init(_ sink: @escaping (String) -> Void) {
    self.sink = sink
    pending.reserveCapacity(Self.partSize + 1024)
  }

  mutating func append(_ text: String) {
    pending += text
    if pending.utf8.count >= Self.partSize { flush() }
  }

  /// Hands on what is gathered, if anything.
  mutating func flush() {
    guard !pending.isEmpty else { return }
    sink(pending)
    pending.removeAll(keepingCapacity: true)
  }
}
