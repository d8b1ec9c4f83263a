/// The files an app was read from, and the means to turn the model's `SourceAnchor`s into the
/// `SourceLocation`s reports print: line and column through each file's line and column index, and
/// the format's path of the element (`paths`).
///
/// A description may come from any number of files (a JSON description is one; Swift sources are
/// many); an anchor names its file by index. Value semantics; the files are shared, immutable.
public struct SourceMap: Sendable {
  /// The files, in the order they were added: an anchor's `file` is an index here.
  public private(set) var files: [SourceFile]
  /// How the sources' format names elements; nil when it names none (an app made in code).
  public var paths: (any ElementPaths)?
  /// What the sources are written in: findings word their fixes in its terms.
  public var format: SourceFormat

  /// A map of `files`, written in `format`, whose elements `paths` names.
  public init(files: [SourceFile] = [], paths: (any ElementPaths)? = nil, format: SourceFormat = .description)
  {
    self.files = files
    self.paths = paths
    self.format = format
  }

  /// Adds a file and returns its index, for the anchors into it.
  public mutating func add(_ file: SourceFile) -> Int {
    files.append(file)
    return files.count - 1
  }

  /// The name reports give the sources: the first file's, or `<memory>` when there is none.
  public var name: String { files.first?.name ?? "<memory>" }

  /// The file an anchor points into, when the map has it.
  public func file(of anchor: SourceAnchor) -> SourceFile? {
    anchor.file >= 0 && anchor.file < files.count ? files[anchor.file] : nil
  }

  /// The location of `anchor` with `path`; nil when the map has no such file.
  public func location(of anchor: SourceAnchor, path: String?) -> SourceLocation? {
    guard let file = file(of: anchor) else { return nil }
    let (line, column) = file.lineAndColumn(at: anchor.offset)
    return SourceLocation(file: file.name, line: line, column: column, path: path, anchor: anchor)
  }

  /// The location of `anchor`, with the path of `element` in the sources' format.
  public func location(of anchor: SourceAnchor?, element: SourceElement) -> SourceLocation? {
    guard let anchor else { return nil }
    return location(of: anchor, path: paths?.path(of: element))
  }
}
