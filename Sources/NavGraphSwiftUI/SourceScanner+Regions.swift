/// The scanner's classification: identifier bytes, a region's kind from the statement before its
/// `{`, the call a closure belongs to, and the declarations a type body records.
extension SourceScanner {
  static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
      || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
  }

  static func isIdentifierPart(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
  }

  static func name(_ token: Token, _ b: UnsafeBufferPointer<UInt8>) -> String? {
    guard case .identifier(let range) = token else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
  }

  /// Records the closure parameters of the function or initializer whose body a `{` opens: in its
  /// parameter list, each name before a `:` whose type has a `->` (before the next `,` at the list's
  /// level); and its view parameters: each name whose type starts with a generic parameter declared
  /// `: View` before the list (`leading: L` in `func bar<L: View>(leading: L)`), `AnyView` or `some
  /// View`. Linear in the segment's tokens.
  static func recordClosureParameters(
    _ segment: Segment, _ b: UnsafeBufferPointer<UInt8>, _ result: inout IrrelevantCodeFilter.Scan
  ) {
    let tokens = segment.tokens
    guard
      let start = tokens.firstIndex(where: {
        let word = name($0, b)
        return word == "func" || word == "init"
      })
    else { return }
    var depth = 0
    var candidate: String?
    var previous: String?
    var viewGenerics: Set<String> = []
    var typeStart = false
    for index in tokens.indices where index > start {
      let token = tokens[index]
      let word = name(token, b)
      if depth == 0, let word, index + 2 < tokens.count, tokens[index + 1] == .punctuation(UInt8(ascii: ":")),
        name(tokens[index + 2], b) == "View"
      {
        viewGenerics.insert(word)
      }
      if typeStart, let word {
        typeStart = false
        let next = index + 1 < tokens.count ? name(tokens[index + 1], b) : nil
        if let parameter = candidate,
          viewGenerics.contains(word) || word == "AnyView" || (word == "some" && next == "View")
        {
          result.viewParameters.insert(parameter)
        }
      }
      switch token {
      case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")):
        depth += 1
      case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
        depth -= 1
        if depth == 0 { return }
      case .punctuation(UInt8(ascii: ",")) where depth == 1:
        candidate = nil
      case .punctuation(UInt8(ascii: ":")) where depth == 1:
        candidate = previous
        typeStart = true
      case .punctuation(UInt8(ascii: ">")) where depth >= 1:
        if let name = candidate, index > 0, tokens[index - 1] == .punctuation(UInt8(ascii: "-")) {
          result.closureParameters.insert(name)
          candidate = nil
        }
      default: break
      }
      previous = word
    }
  }

  /// Records the names an `if let` or `guard let` before a `{` binds to another name (`if let run =
  /// action`): each pair as (bound name, name bound to). Linear in the segment's tokens.
  static func recordOptionalBindings(
    _ segment: Segment, _ b: UnsafeBufferPointer<UInt8>, _ result: inout IrrelevantCodeFilter.Scan
  ) {
    let tokens = segment.tokens
    for index in tokens.indices where index > 0 && index + 3 < tokens.count {
      let before = tokens[index - 1]
      guard before == .punctuation(UInt8(ascii: ",")) || ["if", "guard"].contains(name(before, b)),
        let word = name(tokens[index], b), word == "let" || word == "var",
        let bound = name(tokens[index + 1], b), tokens[index + 2] == .punctuation(UInt8(ascii: "=")),
        let value = name(tokens[index + 3], b)
      else { continue }
      let next = index + 4 < tokens.count ? tokens[index + 4] : nil
      if next == nil || next == .punctuation(UInt8(ascii: ",")) || next.flatMap({ name($0, b) }) == "else" {
        result.optionalBindings.append((bound, value))
      }
    }
  }

  /// The modifiers that may come before a method's `func` (not `override`: a class's method the
  /// framework calls).
  static let methodModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "final", "mutating",
    "nonmutating", "nonisolated",
  ]

  /// The method whose body a `{` opens, when the statement is `func NAME ...` after modifiers alone
  /// (no attribute anywhere in the statement): where its declaration starts (its first modifier or
  /// `func`), its name, and the identifiers of its signature. Linear in the segment's tokens.
  static func methodDeclaration(
    _ segment: Segment, _ b: UnsafeBufferPointer<UInt8>
  ) -> (start: Int, name: String, signature: [Range<Int>])? {
    let tokens = segment.tokens
    guard !tokens.contains(.punctuation(UInt8(ascii: "@"))),
      let function = tokens.lastIndex(where: { name($0, b) == "func" }),
      function + 1 < tokens.count, case .identifier(let start) = tokens[function],
      let methodName = name(tokens[function + 1], b)
    else { return nil }
    var first = start.lowerBound
    var index = function - 1
    while index >= 0, case .identifier(let range) = tokens[index], let word = name(tokens[index], b),
      methodModifiers.contains(word), range.lowerBound == 0 || b[range.lowerBound - 1] != UInt8(ascii: ".")
    {
      first = range.lowerBound
      index -= 1
    }
    let signature = tokens[(function + 1)...].compactMap { token -> Range<Int>? in
      if case .identifier(let range) = token { return range }
      return nil
    }
    return (first, methodName, signature)
  }

  /// The kind of the region a `{` opens, from the statement before it, and the call the region is
  /// a closure of.
  static func regionKind(
    _ segment: Segment, _ b: UnsafeBufferPointer<UInt8>
  ) -> (IrrelevantCodeFilter.Scan.Kind, String?) {
    let names = segment.tokens.map { name($0, b) }
    var sawType = false
    let (callee, label) = call(segment, names)
    for (index, word) in names.enumerated() {
      guard let word else { continue }
      if typeKeywords.contains(word) { sawType = true }
      if ["func", "init", "subscript", "var", "let"].contains(word) { sawType = false }
      if word == "switch" { return (.kept, callee) }
      if word == "#Preview" { return (.preview, callee) }
      if word == "View" || word == "Scene", index > 0, names[index - 1] == "some" || names[index - 1] == "any"
      {
        return (.kept, callee)
      }
      if word == "AnyView" || word == "ViewBuilder" || word == "SceneBuilder" { return (.kept, callee) }
      if word == "body", index > 0, names[index - 1] == "var" { return (.kept, callee) }
      // Called without its name (`navigate(.detail)`), read by the reader as an action's forwarding.
      if word == "callAsFunction", index > 0, names[index - 1] == "func" { return (.kept, callee) }
    }
    if sawType { return (.kept, callee) }
    if let callee, IrrelevantCodeFilter.keptCallees.contains(callee) {
      if label == nil || label == "label" || label == "destination"
        || !IrrelevantCodeFilter.labelCallees.contains(callee)
      {
        return (.kept, callee)
      }
    }
    return (.replaceable, callee)
  }

  /// The call a closure belongs to and its argument label: `Button` for `Button("x") {`, `label` of
  /// `Button` for `} label: {` after a button's closure, `content` of `sheet` for
  /// `.sheet(isPresented: $x, content: {`.
  static func call(_ segment: Segment, _ names: [String?]) -> (callee: String?, label: String?) {
    var last = segment.tokens.count - 1
    var label: String?
    if last >= 1, segment.tokens[last] == .punctuation(UInt8(ascii: ":")), let word = names[last - 1] {
      label = word
      last -= 2
      if last < 0 || segment.tokens[last] == .region { return (segment.previousCallee, label) }
      if segment.tokens[last] == .punctuation(UInt8(ascii: "("))
        || segment.tokens[last] == .punctuation(UInt8(ascii: ","))
      {
        return (enclosingCall(segment, names, from: last), label)
      }
      return (segment.previousCallee, label)
    }
    guard last >= 0 else { return (nil, nil) }
    if let word = names[last] { return (word, nil) }
    return (enclosingCall(segment, names, from: last), nil)
  }

  /// The function of the `(...)` ending at `last`, or of the parentheses `last` is in.
  static func enclosingCall(_ segment: Segment, _ names: [String?], from last: Int) -> String? {
    var depth = 0
    var index = last
    if segment.tokens[last] == .punctuation(UInt8(ascii: ")")) {
      while index >= 0 {
        if segment.tokens[index] == .punctuation(UInt8(ascii: ")")) { depth += 1 }
        if segment.tokens[index] == .punctuation(UInt8(ascii: "(")) {
          depth -= 1
          if depth == 0 { break }
        }
        index -= 1
      }
      return index > 0 ? names[index - 1] : nil
    }
    depth = 0
    while index >= 0 {
      let token = segment.tokens[index]
      if token == .punctuation(UInt8(ascii: ")")) { depth += 1 }
      if token == .punctuation(UInt8(ascii: "(")) {
        if depth == 0 { return index > 0 ? names[index - 1] : nil }
        depth -= 1
      }
      index -= 1
    }
    return nil
  }

  /// A type declaration before a `{` (its name and inheritance), or a member of the type whose body
  /// the statement is in.
  /// Whether the `{` opens a type's body (then recorded).
  static func recordDeclarations(
    _ segment: Segment, region: Int, _ b: UnsafeBufferPointer<UInt8>,
    _ result: inout IrrelevantCodeFilter.Scan
  ) -> Bool {
    let names = segment.tokens.map { name($0, b) }
    for (index, word) in names.enumerated() {
      // `extension [Route]`: an extension of `Array` (written with a bracket, no name).
      if word == "extension", index + 1 < names.count,
        segment.tokens[index + 1] == .punctuation(UInt8(ascii: "["))
      {
        result.types.append(("Array", [], false, region))
        return true
      }
      guard let word, typeKeywords.contains(word), index + 1 < names.count, let typeName = names[index + 1],
        !["func", "var", "let", "subscript", "init", "static", "final"].contains(typeName)
      else {
        continue
      }
      var inherited: [String] = []
      var j = index + 2
      while j < names.count {
        if let inheritedName = names[j], inheritedName != "where" { inherited.append(inheritedName) }
        if names[j] == "where" { break }
        j += 1
      }
      result.types.append((typeName, inherited, word == "class" || word == "actor", region))
      return true
    }
    return false
  }
}
