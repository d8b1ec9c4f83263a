/// A place in the sources, as reports print it: the file's name, the 1-based line and column
/// (columns count Unicode scalars), and the format's path of the value when the format has one
/// (the JSON path `screens[3].links[0].to`). `anchor` is the place itself: the file's index in the
/// `SourceMap` and the byte offset.
public struct SourceLocation: Hashable, Sendable {
  public var file: String
  public var line: Int
  public var column: Int
  public var path: String?
  public var anchor: SourceAnchor

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
