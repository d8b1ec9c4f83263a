// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (the model rework of issue 11 documents these declarations)

/// A place in a description file: 1-based line and column (columns count Unicode scalars), the byte
/// offset, and the JSON path of the value (`screens[3].links[0].to`).
public struct SourceLocation: Hashable, Sendable {
  public var file: String
  public var line: Int
  public var column: Int
  public var offset: Int
  public var path: String

  public init(file: String, line: Int, column: Int, offset: Int, path: String) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
    self.path = path
  }
}
