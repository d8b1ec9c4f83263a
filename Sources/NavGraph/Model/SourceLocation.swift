/// A place in the sources, as reports print it: the file's name, the 1-based line and column
/// (columns count Unicode scalars), and the format's path of the value when the format has one
/// (the JSON path `screens[3].links[0].to`). `anchor` is the place itself: the file's index in the
/// `SourceMap` and the byte offset.
public struct SourceLocation: Hashable, Sendable {
  /// The file's name, as reports print it.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// The format's path of the value (`screens[3].links[0].to`), when the format has one.
  public var path: String?
  /// The place itself: the file's index in the `SourceMap` and the byte offset.
  public var anchor: SourceAnchor

  /// A location; `SourceMap.location(of:path:)` makes them.
  public init(file: String, line: Int, column: Int, path: String?, anchor: SourceAnchor) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.anchor = anchor
  }

  /// The byte offset in the file.
  public var offset: Int { anchor.offset }
}

extension SourceLocation: CustomStringConvertible {
  /// `Feature/ProfileView.swift:42:9`: the file, line and column, as a description's `source` key
  /// writes them (docs/FORMAT.md#locations).
  public var description: String { "\(file):\(line):\(column)" }
}
