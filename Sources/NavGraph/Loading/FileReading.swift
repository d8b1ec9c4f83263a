#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file (or standard input) into memory with POSIX calls, refusing what exceeds a size
/// limit before reading it when the size is known, and naming the operating system's reason on failure.
///
/// A regular file is read with one `read` of its size (then reads until end of file, in case it grew);
/// other files (pipes, `/proc`) in 64 KiB chunks. O(size).
enum FileReading {
  enum Failure: Error {
    /// The system's reason, lowercase (`no such file or directory`).
    case system(String)
    /// The file is larger than the limit; its size when known.
    case tooLarge(Int?)
  }

  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text).lowercased()
  }

  static func read(path: String, limit: Int) -> Result<[UInt8], Failure> {
    var fd: Int32
    repeat { fd = open(path, O_RDONLY) } while fd < 0 && errno == EINTR
    guard fd >= 0 else { return .failure(.system(reason(errno))) }
    defer { close(fd) }
    return read(descriptor: fd, limit: limit)
  }

  static func read(descriptor fd: Int32, limit: Int) -> Result<[UInt8], Failure> {
    var status = stat()
    guard fstat(fd, &status) == 0 else { return .failure(.system(reason(errno))) }
    if status.st_mode & S_IFMT == S_IFDIR { return .failure(.system(reason(EISDIR))) }
    let regular = status.st_mode & S_IFMT == S_IFREG
    let size = regular ? Int(status.st_size) : 0
    if size > limit { return .failure(.tooLarge(size)) }

    var failure: Int32 = 0
    // The buffer holds `size` bytes; each read writes at most the `size - count` bytes after the
    // `count` already read, and `count` (the bytes the array keeps) counts only bytes written.
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      HugePages.advise(UnsafeMutableRawPointer(buffer.baseAddress), count: size)
      count = 0
      while count < size {
        let n = systemRead(fd, buffer.baseAddress! + count, size - count)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if n == 0 { return }
        count += n
      }
    }
    if failure != 0 { return .failure(.system(reason(failure))) }

    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      // The chunk is 64 KiB, so it has an address; a read writes at most its count.
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return .failure(.system(reason(errno)))
      }
      if n == 0 { break }
      if bytes.count + n > limit { return .failure(.tooLarge(nil)) }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return .success(bytes)
  }
}

/// The system `read`, named apart from `FileReading.read`.
@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
  #else
    return Darwin.read(fd, buffer, count)
  #endif
}
