/// A lexical pass before parsing that replaces code the reader cannot use with a placeholder, so
/// that the parser (the toolchain's swift-syntax, about 250 KB/s per core) reads less.
///
/// The pass tokenizes each file (identifiers, braces, string literals with their interpolations,
/// comments, raw strings) and finds its brace regions. A region is replaced when all of these hold:
/// - it is a closure, a function or initializer body, a computed property's getter, or a statement
///   body (`if`, `for`, `do`, ...): never a type's body, a `switch` body, an accessor block, a body
///   that starts `switch self` (an enum case's computed property: a tab's title), the body
///   of a declaration that builds a view (`some View`, `@ViewBuilder`, `var body`), the body of a
///   `callAsFunction` (an environment action's, called without its name), or the closure of
///   a call whose closures are navigation or labels (`Button`, `NavigationLink`, `.sheet`, `label:`,
///   ... in `keptCallees`); those are kept, and regions inside them are considered in turn;
/// - no identifier inside it (at any depth) is relevant: a name in `vocabulary` (the SwiftUI API the
///   reader interprets), a name that starts like navigation (`push...`, `navigate...`), a declared
///   type's name, a member name of a view, app, view modifier, class, actor or `ObservableObject`
///   type, of `extension View` or of an extension of a path's type (`pathTypes`), the name of a
///   function's closure parameter (a body that calls it runs the caller's closure, which may
///   navigate) or view parameter (a body that places it shows the caller's view), or a name an `if
///   let` or `guard let` binds to a relevant name; or, inside a closure of a call whose label the
///   reader reads (`labelTextCallees`), `Text`, `Label` or `Image`, since the label's text can be at any
///   depth (`NavigationLink(destination: X()) { HStack { Image(...); Text("Account") } }`);
/// - it is not `self` alone (`else { self }`, a custom modifier's branch showing the view it
///   modifies);
/// - it is not a branch of an `if` that starts by creating a view of a capitalized type no file
///   declares, whose name ends `View`, and SwiftUI does not make (`else { LaunchView() }`): the reader takes that for a
///   view of its own, a screen in a branch, not content in place.
///
/// A region that leaves its function (`return` or `throw` in it) stays when the region around it is
/// a relevant closure, body or statement body: `if signedIn { return true }` decides which path the
/// caller's use of the result takes (`guard session.ensureSignedIn() else { return }`).
///
/// Its interior (between the braces) becomes `Text("")` and spaces: the same length, so every
/// offset, line and column is unchanged, and a statement list stays a statement list. The reader's
/// result is the same with or without the pass (the tests compare both on every fixture): replaced
/// code names nothing the reader interprets, and a placeholder is content written in place, as the
/// code it replaces was. Syntax errors inside replaced code are not reported. A file whose braces,
/// strings or comments do not balance is left whole.
///
/// A method nothing names goes whole (from its first modifier to its closing brace, as spaces): a
/// `func` declared directly in a type body, with modifiers alone before it (no attribute, no
/// `override`), whose name is not relevant and occurs in no file of the project except right after
/// `func`, and whose signature and body name nothing relevant (its body would be replaced). The
/// reader reaches a method only through its name (a call, a reference, or the names it looks up
/// itself: `lookedUpMethods`) or by searching every method of a type it reads for effects (state
/// writes, sinks, closure calls), which a body that names nothing relevant does not have; every
/// declaration of such a name goes, so no overload a call could pick is lost.
///
/// Complexity: linear in the bytes (one scan, one pass over the regions bottom-up, one top-down).
struct IrrelevantCodeFilter: Sendable {
  /// The SwiftUI and Swift names the reader interprets.
  static let vocabulary = Set<String>([
    "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "NavigationPath", "TabView",
    "Tab",
    "TabSection", "tabItem", "tag", "tabViewStyle", "Button", "sheet", "fullScreenCover", "popover",
    "inspector",
    "navigationDestination", "navigationTitle", "navigationBarTitle", "navigationBarBackButtonHidden",
    "interactiveDismissDisabled", "toolbar", "toolbarVisibility", "onOpenURL", "modifier", "dismiss",
    "presentationMode", "append", "removeLast", "removeAll", "toggle", "WindowGroup", "AnyView", "hidden",
    "forKey", "NotificationCenter",
  ]).union(CodeReader.firebaseAuthCalls).union(CodeReader.betaLinks)

  /// Calls whose closures are kept: their text (a button's, a link's or a tab's label) or their
  /// top-level structure (a destination's `if` or `switch`, a root's) matters.
  static let keptCallees = Set([
    "Button", "NavigationLink", "Toggle", "Tab", "tabItem", "sheet", "fullScreenCover", "popover",
    "inspector",
    "navigationDestination",
    "NavigationStack", "NavigationView", "NavigationSplitView", "WindowGroup",
    // The Composable Architecture's reducers and effects, whose moves a view's `send` runs.
    "Reduce", "run",
    // A Combine `map` whose value a subject's `assign` writes (`.map { _ in nil }`, `+Subjects`).
    "map",
  ]).union(CodeReader.betaLinks)

  /// Of `keptCallees`, those with a `label:` closure: of their labeled closures, only that one and
  /// the destination ones are kept.
  static let labelCallees: Set<String> = ["Button", "NavigationLink", "Toggle", "Tab"]

  /// Calls whose closures can hold their label's text (`CodeReader.labelText`).
  static let labelTextCallees = Set(["Button", "NavigationLink", "Toggle", "Tab", "tabItem"]).union(
    CodeReader.betaLinks)

  /// Identifier prefixes that look like navigation (`CodeReader.navigationVerbs`).
  static let navigationPrefixes = CodeReader.navigationVerbs

  static let placeholder: [UInt8] = Array("Text(\"\")".utf8)

  /// What the scan of one file found.
  struct Scan: Sendable {
    enum Kind: Sendable { case replaceable, kept, preview }
    struct Region: Sendable {
      var open: Int
      var close: Int
      var parent: Int?
      var kind: Kind
      /// Identifiers directly inside (not in nested regions), as ranges of bytes.
      var identifiers: [Range<Int>] = []
      /// A closure of a call whose label the reader reads (`labelTextCallees`), or a region inside
      /// one: a `Text` or `Label` in it can be the label, at any depth.
      var inLabel = false
    }
    var regions: [Region] = []
    /// Type names declared, with their inheritance and whether they are classes or actors.
    var types: [(name: String, inherited: [String], isReference: Bool, body: Int?)] = []
    /// Members declared directly in type bodies, by region of the body; `plain` for a stored `let`
    /// or `var` without attribute, function type or body; `type` the first word after the name
    /// (the type's name, `VoidHandler` in `let onTap: VoidHandler`).
    var members: [Int: [(name: String, plain: Bool, type: String?)]] = [:]
    /// The names of the type aliases declared (`VoidHandler`).
    var typeAliases: Set<String> = []
    /// The names of closure parameters of functions and initializers (`change` in `func
    /// perform(_ change: () -> Void)`): a body that calls one runs its caller's closure.
    var closureParameters: Set<String> = []
    /// The names of view parameters of functions and initializers (`leading` in `func bar<L: View>(
    /// leading: L)`): where a body places one, the caller's view is shown (`GivenView`).
    var viewParameters: Set<String> = []
    /// The names `if let` and `guard let` bind to another name (`run` in `if let run = action`),
    /// with that name: a bound name stands for what it is bound to.
    var optionalBindings: [(name: String, value: String)] = []
    /// The methods declared directly in type bodies with modifiers alone before `func`: the region
    /// of the body, where the declaration starts, the name, and the identifiers of the signature.
    var methods: [(body: Int, start: Int, name: String, signature: [Range<Int>])] = []
    /// Every name written in the file except right after `func` (a use, not a declaration).
    var namesUsed: Set<String> = []
    /// Whether braces, strings and comments balance (else the file is left whole).
    var balanced = true
  }

  /// The relevant names of the whole project: the vocabulary, declared type names, every member of
  /// the types shared state lives in (classes, actors, `ObservableObject`s), and the members of views,
  /// apps and view modifiers except plain stored properties (which a body can only read, and reading
  /// one matters only in code that is relevant for another reason) and `body` (which the reader never
  /// follows as a name, and `.font(.body)` uses everywhere). A stored property typed by an alias, or
  /// by a name closures are given (`DeclarationIndex.closureNameSuffixes`), is not plain: it may be
  /// a closure (`let onCellTap: VoidHandler`).
  let relevant: Set<String>

  /// The names of methods nothing in the project names (every occurrence is right after `func`),
  /// that are not relevant, and that the reader does not look up itself (`lookedUpMethods`).
  let unnamedMethods: Set<String>

  /// The methods the reader finds by name without a call naming them: a view modifier's `body`,
  /// `makeCoordinator`, a representable's makers (`CodeReader.representableMakers`), a scene or
  /// app delegate's `scene` and `application`.
  static let lookedUpMethods = Set(["body", "makeCoordinator", "scene", "application"])
    .union(CodeReader.representableMakers)

  /// The types a stack's path can have: the methods an app adds to them are followed on a path
  /// (`CodeReader+PathExtensions`), so their names are relevant. `extension [Route]` is scanned as
  /// an extension of `Array`.
  static let pathTypes: Set<String> = ["NavigationPath", "Array"]

  /// The types whose members are relevant: views (the representables among them, whose makers'
  /// callbacks write their bindings), apps and view modifiers.
  static let viewKinds = TypeDeclaration.viewProtocols.union(["App", "ViewModifier"])

  init(scans: [Scan]) {
    var relevant = IrrelevantCodeFilter.vocabulary
    var objects = Set<String>()
    var views = Set<String>(["View"])
    var aliases = Set<String>()
    for scan in scans {
      aliases.formUnion(scan.typeAliases)
      relevant.formUnion(scan.closureParameters)
      relevant.formUnion(scan.viewParameters)
      for type in scan.types {
        relevant.insert(type.name)
        if type.isReference || type.inherited.contains("ObservableObject") { objects.insert(type.name) }
        if type.inherited.contains(where: { IrrelevantCodeFilter.viewKinds.contains($0) }) {
          views.insert(type.name)
        }
      }
    }
    for scan in scans {
      for type in scan.types
      where objects.contains(type.name) || views.contains(type.name)
        || IrrelevantCodeFilter.pathTypes.contains(type.name)
      {
        guard let body = type.body else { continue }
        for member in scan.members[body] ?? [] where member.name != "body" {
          let closureTyped = member.type.map { type in
            aliases.contains(type) || DeclarationIndex.closureNameSuffixes.contains { type.hasSuffix($0) }
          }
          if !member.plain || objects.contains(type.name) || closureTyped == true {
            relevant.insert(member.name)
          }
        }
      }
    }
    // A name an `if let` binds to a relevant name (`if let run = action { ... run() }`) is relevant.
    for scan in scans {
      for binding in scan.optionalBindings where relevant.contains(binding.value) {
        relevant.insert(binding.name)
      }
    }
    self.relevant = relevant
    var unnamed = Set<String>()
    for scan in scans {
      for method in scan.methods where !relevant.contains(method.name) { unnamed.insert(method.name) }
    }
    unnamed.subtract(IrrelevantCodeFilter.lookedUpMethods)
    for scan in scans where !unnamed.isEmpty { unnamed.subtract(scan.namesUsed) }
    self.unnamedMethods = unnamed
  }

  /// The bytes with irrelevant regions replaced; the same bytes when nothing is replaced.
  func filter(_ bytes: [UInt8], scan: Scan) -> [UInt8] {
    guard scan.balanced, !scan.regions.isEmpty else { return bytes }
    // Bottom-up: a region is relevant when an identifier in it, or a relevant region in it, is.
    var relevantRegion = [Bool](repeating: false, count: scan.regions.count)
    // A region that leaves its function (`return`, `throw`, at any depth of replaceable regions).
    var leaving = [Bool](repeating: false, count: scan.regions.count)
    bytes.withUnsafeBufferPointer { buffer in
      for index in scan.regions.indices.reversed() {
        let region = scan.regions[index]
        if !relevantRegion[index] {
          relevantRegion[index] =
            region.identifiers.contains {
              isRelevant(buffer, $0) || (region.inLabel && Self.isLabelView(buffer, $0))
            } || Self.showsUndeclaredView(buffer, region) || Self.isSelfAlone(buffer, region)
        }
        if relevantRegion[index], let parent = region.parent { relevantRegion[parent] = true }
        if !leaving[index] { leaving[index] = region.identifiers.contains { Self.isExit(buffer, $0) } }
        if leaving[index], let parent = region.parent, scan.regions[parent].kind == .replaceable {
          leaving[parent] = true
        }
      }
    }
    var result = bytes
    var replacedUntil = -1
    /// Regions inside a replaced one.
    var covered = [Bool](repeating: false, count: scan.regions.count)
    for (index, region) in scan.regions.enumerated() {
      guard region.open > replacedUntil else {
        covered[index] = true
        continue
      }
      let interior = region.open + 1..<region.close
      guard interior.count >= IrrelevantCodeFilter.placeholder.count + 2 else { continue }
      let replace: Bool
      switch region.kind {
      case .preview: replace = true
      case .replaceable:
        // `if signedIn { return true }` in a relevant function: where it leaves is the path the
        // caller's use of the result takes (`CodeReader.effectsGuarding`), so it stays.
        let parentRelevant = region.parent.map { scan.regions[$0].kind == .replaceable && relevantRegion[$0] }
        replace = !relevantRegion[index] && !(leaving[index] && parentRelevant == true)
      case .kept: replace = false
      }
      guard replace else { continue }
      for i in interior { result[i] = 0x20 }
      for (i, byte) in IrrelevantCodeFilter.placeholder.enumerated() { result[region.open + 2 + i] = byte }
      replacedUntil = region.close
    }
    // A method nothing names, whose signature and body name nothing relevant, goes whole.
    bytes.withUnsafeBufferPointer { buffer in
      for method in scan.methods where unnamedMethods.contains(method.name) {
        let body = scan.regions[method.body]
        guard body.kind == .replaceable, !relevantRegion[method.body], !covered[method.body],
          !method.signature.contains(where: { isRelevant(buffer, $0) })
        else { continue }
        for i in method.start...body.close { result[i] = 0x20 }
      }
    }
    return result
  }

  /// Whether the identifier is `Text`, `Label` or `Image`, the views a label's text and a tab's icon
  /// are read from: kept also in an `if`'s branches (`.tabItem { VStack { if selected {
  /// Image(systemName: a) } else { Image(systemName: b) }; Text("Title") } }`), where a placeholder
  /// `Text("")` would come before the title.
  private static func isLabelView(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let name = UnsafeBufferPointer(rebasing: buffer[range])
    return name.elementsEqual("Text".utf8) || name.elementsEqual("Label".utf8)
      || name.elementsEqual("Image".utf8)
  }

  /// Whether a region is a branch of an `if` (its line starts `if`, `else` or `} else`) and starts
  /// by creating a view of a type no file declares, named as views are (`else { LaunchView() }`,
  /// a package's view; not `AnimatedImage(url:)`, an image component shown as the host's content):
  /// the reader takes such a call, in a branch, for that view (a screen, with a warning that its
  /// code was not read), where a placeholder would be the host's own content. SwiftUI's own views
  /// (`CodeReader.builtinViews`) are content in place either way; a declared type's name is
  /// relevant already.
  private static func showsUndeclaredView(_ buffer: UnsafeBufferPointer<UInt8>, _ region: Scan.Region) -> Bool
  {
    guard let first = region.identifiers.first, first.upperBound < buffer.count,
      buffer[first.upperBound] == UInt8(ascii: "("),
      buffer[first.lowerBound] >= UInt8(ascii: "A"), buffer[first.lowerBound] <= UInt8(ascii: "Z"),
      buffer[(region.open + 1)..<first.lowerBound].allSatisfy({ [0x20, 0x0A, 0x09, 0x0D].contains($0) })
    else { return false }
    var lineStart = region.open
    while lineStart > 0, buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
    let line = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<region.open]), as: UTF8.self)
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "}" })
    guard let opening = words.first, opening == "if" || opening == "else" else { return false }
    let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[first]), as: UTF8.self)
    return name.hasSuffix("View") && !CodeReader.builtinViews.contains(name)
  }

  /// Whether a region holds `self` alone (`else { self }`): the branch of a custom modifier that
  /// shows the view it modifies, which the reader tells from a branch showing other content
  /// (`CodeReader+SwappingModifiers`).
  private static func isSelfAlone(_ buffer: UnsafeBufferPointer<UInt8>, _ region: Scan.Region) -> Bool {
    guard region.identifiers.count == 1, let only = region.identifiers.first else { return false }
    return UnsafeBufferPointer(rebasing: buffer[only]).elementsEqual("self".utf8)
  }

  /// Whether an identifier is `return` or `throw`.
  private static func isExit(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let word = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    return word == "return" || word == "throw"
  }

  /// Whether an identifier is relevant: as written (a member whose own name starts with `_`,
  /// `_tabView(for:)`), or without the `_` or `$` in front of a property wrapper's storage or
  /// binding (`_path`, `$path`).
  private func isRelevant(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var start = range.lowerBound
    if buffer[start] == UInt8(ascii: "_"),
      relevant.contains(String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self))
    {
      return true
    }
    while start < range.upperBound, buffer[start] == UInt8(ascii: "_") || buffer[start] == UInt8(ascii: "$") {
      start += 1
    }
    let name = String(
      decoding: UnsafeBufferPointer(rebasing: buffer[start..<range.upperBound]), as: UTF8.self)
    if relevant.contains(name) { return true }
    let lower = name.lowercased()
    return IrrelevantCodeFilter.navigationPrefixes.contains { lower.hasPrefix($0) }
  }
}
