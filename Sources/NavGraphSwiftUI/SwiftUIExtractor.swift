internal import Foundation
package import NavGraph
internal import SwiftParser
internal import SwiftSyntax

/// The navigation the reader found, what it has to say about the code, and the files it read (the
/// source of every location: their paths and bytes, for source snippets).
package struct ExtractionResult: Sendable {
  /// The navigation found.
  package var navigation: ExtractedNavigation
  /// By location (files by path, then offset); diagnostics without a location first.
  package var diagnostics: [Diagnostic]
  /// The files read, sorted by path.
  package var files: [SwiftSourceFile]
  /// The overlay read, when there is one (`SwiftUIExtractor.extract(paths:overlay:)`).
  package var overlay: OverlayFile? = nil

  /// Whether a diagnostic is an error (a PATH that cannot be read, a file that does not parse).
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The SwiftUI reader: reads Swift files with the toolchain's swift-syntax parser and finds the
/// app's navigation (docs/EXTRACT.md).
///
/// Files are parsed on all cores (one parse and one declaration pass per file, stored by file so
/// the result does not depend on which thread ran first); reading views and resolving links then
/// runs on one thread. Both run on threads with a large stack (`ExtractionThreads`). A file that
/// does not parse is reported at the parser's first errors and still read for what parsed.
package enum SwiftUIExtractor {
  /// At most this many syntax errors are reported per file.
  static let errorsPerFile = 5

  /// Finds the Swift files under the PATHs (`SwiftSourceDiscovery`) and reads them.
  package static func extract(paths: [String]) -> ExtractionResult {
    let (files, discovery) = SwiftSourceDiscovery.discover(paths: paths)
    var result = extract(files: files)
    result.diagnostics = discovery + result.diagnostics
    return result
  }

  /// Reads the given files (sorted by path first, so that output does not depend on their order).
  package static func extract(files: [SwiftSourceFile]) -> ExtractionResult {
    extract(files: files, skippingIrrelevantCode: true)
  }

  /// Reads the given files; with `skippingIrrelevantCode`, code that names nothing the reader
  /// interprets is not parsed (`IrrelevantCodeFilter`): the result is the same, faster.
  static func extract(files: [SwiftSourceFile], skippingIrrelevantCode: Bool) -> ExtractionResult {
    let files = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    let width = ProcessInfo.processInfo.activeProcessorCount
    let scans = Slots<IrrelevantCodeFilter.Scan>(count: skippingIrrelevantCode ? files.count : 0)
    if skippingIrrelevantCode {
      ExtractionThreads.concurrentPerform(files.count, width: width) { i in
        scans.store(i, SourceScanner.scan(files[i].bytes))
      }
    }
    let filter = skippingIrrelevantCode ? IrrelevantCodeFilter(scans: scans.results) : nil
    let parsed = Slots<ParsedFile>(count: files.count)
    ExtractionThreads.concurrentPerform(files.count, width: width) { i in
      let bytes = filter.map { $0.filter(files[i].bytes, scan: scans.results(at: i)) } ?? files[i].bytes
      parsed.store(i, parse(files[i], bytes: bytes, index: i))
    }
    let (navigation, diagnostics) = ExtractionThreads.run {
      () -> (ExtractedNavigation, [Diagnostic]) in
      let results = parsed.results
      let originals = OriginalSource(roots: results.map(\.root), files: files)
      return SyntaxText.$originals.withValue(originals) { read(results, files: files) }
    }
    return ExtractionResult(navigation: navigation, diagnostics: diagnostics, files: files)
  }

  /// Reads the parsed files: the index of their declarations, the views, then the navigation.
  private static func read(_ results: [ParsedFile], files: [SwiftSourceFile]) -> (
    ExtractedNavigation, [Diagnostic]
  ) {
    let index = DeclarationIndex(
      files: results.map(\.declarations),
      fileNames: files.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path })
    let reader = CodeReader(index: index, files: files)
    let resolver = NavigationResolver(reader: reader, index: index, files: files)
    let navigation = resolver.resolve()
    var diagnostics = results.flatMap(\.problems)
    for problem in reader.problems {
      diagnostics.append(
        Diagnostic(
          severity: .warning, code: .unresolvedNavigation, message: problem.message,
          location: files[problem.location.file].location(of: problem.location)))
    }
    diagnostics += resolver.diagnostics
    return (navigation, unique(diagnostics))
  }

  /// Diagnostics without repeats, sorted by location (those without one first), stable otherwise.
  static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    return byLocation(diagnostics.filter { seen.insert($0).inserted })
  }

  /// Diagnostics sorted by location (those without one first; files in the order read, then offset),
  /// stable otherwise. O(n log n).
  static func byLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      switch (a.element.location?.anchor, b.element.location?.anchor) {
      case (nil, nil): return a.offset < b.offset
      case (nil, _): return true
      case (_, nil): return false
      case (let x?, let y?): return x == y ? a.offset < b.offset : x < y
      }
    }.map(\.element)
  }

  /// One file's parse: its declarations and its syntax errors.
  struct ParsedFile: @unchecked Sendable {
    var declarations: FileDeclarations
    var problems: [Diagnostic]
    /// The identifier of the tree's root, which every node of the tree reaches (`OriginalSource`).
    var root: SyntaxIdentifier
  }

  /// Results stored by file index from several threads.
  final class Slots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ i: Int, _ value: T) {
      lock.lock()
      slots[i] = value
      lock.unlock()
    }

    func results(at i: Int) -> T {
      lock.lock()
      defer { lock.unlock() }
      return slots[i]!
    }

    var results: [T] {
      lock.lock()
      defer { lock.unlock() }
      return slots.map { $0! }
    }
  }

  /// The longest run of `[` (whitespace between them allowed) a file may have to be parsed.
  /// swift-syntax's lookahead for collection types takes time exponential in the run's length
  /// (`canParseCollectionTypeBody`): 43 in a row ran for minutes (fuzz/README.md). Real code nests a
  /// few; more is reported and the file is skipped.
  static let maxBracketRun = 16

  /// The offset where a run of more than `maxBracketRun` `[` starts, if the file has one. O(n).
  static func longBracketRun(_ bytes: [UInt8]) -> Int? {
    var run = 0
    var start = 0
    for (offset, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "["):
        if run == 0 { start = offset }
        run += 1
        if run > maxBracketRun { return start }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
      default: run = 0
      }
    }
    return nil
  }

  /// Parses a file's bytes (filtered or not: the same length, so locations are the file's). A file
  /// with a run of `[` longer than `maxBracketRun` is not parsed: one error at the run, and no
  /// declarations from it.
  static func parse(_ file: SwiftSourceFile, bytes: [UInt8], index: Int) -> ParsedFile {
    if let offset = longBracketRun(bytes) {
      let problem = Diagnostic(
        severity: .error, code: .swiftSyntax,
        message: "more than \(maxBracketRun) '[' in a row: the file is not read (the Swift parser's "
          + "lookahead takes exponential time on them)",
        location: file.location(of: SourceAnchor(file: index, offset: offset)))
      let empty = Parser.parse(source: "")
      return ParsedFile(
        declarations: FileDeclarations(tree: empty, file: index), problems: [problem], root: empty.id)
    }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    var problems: [Diagnostic] = []
    if tree.hasError {
      for (offset, message) in syntaxErrors(tree) {
        problems.append(
          Diagnostic(
            severity: .error, code: .swiftSyntax, message: message,
            location: file.location(of: SourceAnchor(file: index, offset: offset))))
      }
    }
    return ParsedFile(
      declarations: FileDeclarations(tree: tree, file: index), problems: problems, root: tree.id)
  }

  /// The first syntax errors of a tree, in source order: missing tokens (`expected '}'`) and code the
  /// parser could not place (`unexpected code '...'`). Iterative, and it enters only subtrees that
  /// have errors.
  static func syntaxErrors(_ tree: SourceFileSyntax) -> [(Int, String)] {
    var found: [(Int, String)] = []
    var stack: [Syntax] = [Syntax(tree)]
    while let node = stack.popLast(), found.count < errorsPerFile {
      if let unexpected = node.as(UnexpectedNodesSyntax.self) {
        found.append(
          (
            unexpected.positionAfterSkippingLeadingTrivia.utf8Offset,
            "unexpected code '\(SyntaxText.bounded(unexpected, limit: 40))'"
          ))
        continue
      }
      if let token = node.as(TokenSyntax.self) {
        if token.presence == .missing {
          let text = token.text
          found.append(
            (
              token.positionAfterSkippingLeadingTrivia.utf8Offset,
              text.isEmpty ? "expected code here" : "expected '\(text)'"
            ))
        }
        continue
      }
      for child in node.children(viewMode: .all).reversed() where child.hasError {
        stack.append(child)
      }
    }
    return found
  }
}
