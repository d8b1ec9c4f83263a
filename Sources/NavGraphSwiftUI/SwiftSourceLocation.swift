/// A place in a Swift source file: the file's display path, a 1-based line and a 1-based column
/// counted in Unicode scalars (as NavGraph counts columns everywhere: `中` and `🧭` are one column
/// each, a tab is one), and the UTF-8 byte offset from the start of the file.
public struct SwiftSourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's display path.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// The UTF-8 byte offset from the start of the file.
  public var offset: Int

  /// The location with these parts.
  public init(file: String, line: Int, column: Int, offset: Int) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `Feature/ProfileView.swift:42:9`, the form of the `source` key.
  public var description: String { "\(file):\(line):\(column)" }

  /// Files by path (UTF-8 byte order), then by offset: the order of everything the reader writes.
  public static func < (lhs: SwiftSourceLocation, rhs: SwiftSourceLocation) -> Bool {
    if lhs.file != rhs.file { return lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8) }
    return lhs.offset < rhs.offset
  }
}
