#if canImport(Glibc)
  import Glibc
#endif

/// Asks Linux to back a large, fresh allocation with transparent huge pages: 2 MiB pages mean 512
/// times fewer page faults while it is first written, and far fewer TLB misses for the random
/// accesses of a hash table. Only the 2 MiB-aligned interior is advised; elsewhere it does nothing.
/// Measured on the 1,000,000-screen load (15 alternated runs): 0.80 s system time median with the
/// advice, 0.84 s without; 2.98 s against 3.16 s CPU time at best.
/// The pointer is only passed to `madvise`, over a range inside the `count` bytes it points at, which
/// the caller has allocated (advice never changes the bytes, only how they are backed).
enum HugePages {
  static func advise(_ pointer: UnsafeMutableRawPointer?, count: Int) {
    #if os(Linux)
      let huge = 2 << 20
      guard let pointer, count >= 2 * huge else { return }
      let start = (Int(bitPattern: pointer) + huge - 1) & ~(huge - 1)
      let end = (Int(bitPattern: pointer) + count) & ~(huge - 1)
      if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
    #endif
  }
}
