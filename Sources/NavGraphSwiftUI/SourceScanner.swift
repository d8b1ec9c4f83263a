/// The lexical scan of one file for `IrrelevantCodeFilter`: brace regions and what kind each is, the
/// identifiers in each, the types declared and their members (each marked plain when it is a stored
/// `let` or `var` with no attribute, no function type and no body).
///
/// A region's kind comes from the tokens before its `{` since the last statement boundary (a `;`, or
/// a `}` outside parentheses): a type declaration keyword gives a type body, `switch` a switch
/// body, a view-building declaration (`some View`, `@ViewBuilder`, `var body`) a view body, a call
/// or label in `keptCallees` a kept closure, `#Preview` a preview; a region whose first token is an
/// accessor (`get`, `set`, `didSet`, ...) is an accessor block. Strings (with `#` delimiters,
/// multi-line, and interpolations, whose code is scanned), comments (nested) and `#/regex/#`
/// literals are skipped. One pass, with explicit stacks: linear in the bytes, whatever the nesting.
enum SourceScanner {
  private enum Token: Equatable {
    case identifier(Range<Int>)
    case punctuation(UInt8)
    /// A region that closed inside the current statement.
    case region
  }

  private enum Context {
    case code
    case interpolation(parens: Int, hashes: Int)
    case string(hashes: Int, multiline: Bool)
  }

  private struct Segment {
    var tokens: [Token] = []
    var parens = 0
    /// The call of the closure that ended just before this segment in the same statement (`Button`
    /// for the `label:` of `Button { ... } label: { ... }`).
    var previousCallee: String?
  }

  static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
  static let accessorKeywords: Set<String> = ["get", "set", "didSet", "willSet", "_read", "_modify"]
  static let memberKeywords: Set<String> = ["var", "let", "func", "case", "subscript"]

  static func scan(_ bytes: [UInt8]) -> IrrelevantCodeFilter.Scan {
    bytes.withUnsafeBufferPointer { scan($0) }
  }

  private static func scan(_ b: UnsafeBufferPointer<UInt8>) -> IrrelevantCodeFilter.Scan {
    var result = IrrelevantCodeFilter.Scan()
    var contexts: [Context] = [.code]
    var open: [Int] = []  // indices of regions not yet closed
    var segments: [Segment] = [Segment()]  // one per open region, plus the file's
    var awaitingFirstToken: Int?
    /// The member being declared in each open type body: its keyword, name, and what marks it as
    /// more than a plain stored property (an attribute, a function type, a body).
    var pending: [Int: (keyword: String, name: String?, marked: Bool)] = [:]
    var attributeSeen: Set<Int> = []
    var typeBodies = Set<Int>()
    var callees: [String?] = []  // by region
    var i = 0
    let n = b.count

    func finish(_ body: Int) {
      guard let member = pending.removeValue(forKey: body), let name = member.name else { return }
      let plain = (member.keyword == "let" || member.keyword == "var") && !member.marked
      result.members[body, default: []].append((name, plain))
    }

    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
    }

    func addIdentifier(_ range: Range<Int>) {
      if let region = open.last {
        result.regions[region].identifiers.append(range)
        if typeBodies.contains(region), segments[segments.count - 1].parens == 0 {
          let word = text(range)
          if memberKeywords.contains(word) {
            finish(region)
            pending[region] = (word, nil, attributeSeen.contains(region))
            attributeSeen.remove(region)
          } else if let member = pending[region], member.name == nil {
            pending[region] = (member.keyword, word, member.marked)
          }
        }
      }
      if let first = awaitingFirstToken {
        if accessorKeywords.contains(text(range)) { result.regions[first].kind = .kept }
        awaitingFirstToken = nil
      }
      segments[segments.count - 1].tokens.append(.identifier(range))
    }

    while i < n {
      let c = b[i]
      switch contexts.last! {
      case .string(let hashes, let multiline):
        if c == UInt8(ascii: "\\") {
          var j = i + 1
          var count = 0
          while j < n, b[j] == UInt8(ascii: "#"), count < hashes {
            count += 1
            j += 1
          }
          if count == hashes, j < n {
            if b[j] == UInt8(ascii: "(") {
              contexts.append(.interpolation(parens: 1, hashes: hashes))
              i = j + 1
              continue
            }
            i = j + 1
            continue
          }
          i += 1
          continue
        }
        if c == UInt8(ascii: "\"") {
          let quotes = multiline ? 3 : 1
          var j = i
          var count = 0
          while j < n, b[j] == UInt8(ascii: "\""), count < quotes {
            count += 1
            j += 1
          }
          if count == quotes {
            var k = j
            var closing = 0
            while k < n, b[k] == UInt8(ascii: "#"), closing < hashes {
              closing += 1
              k += 1
            }
            if closing == hashes {
              contexts.removeLast()
              i = k
              continue
            }
          }
          i += 1
          continue
        }
        if c == 0x0A && !multiline && hashes == 0 {
          result.balanced = false
          return result
        }
        i += 1
        continue
      case .code, .interpolation:
        break
      }
      // Code.
      if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
        i += 1
        continue
      }
      if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "/") {
        while i < n, b[i] != 0x0A { i += 1 }
        continue
      }
      if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "*") {
        var depth = 1
        i += 2
        while i < n, depth > 0 {
          if b[i] == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "*") {
            depth += 1
            i += 2
          } else if b[i] == UInt8(ascii: "*"), i + 1 < n, b[i + 1] == UInt8(ascii: "/") {
            depth -= 1
            i += 2
          } else {
            i += 1
          }
        }
        if depth > 0 { result.balanced = false }
        continue
      }
      if c == UInt8(ascii: "#") || c == UInt8(ascii: "\"") {
        var j = i
        var hashes = 0
        while j < n, b[j] == UInt8(ascii: "#") {
          hashes += 1
          j += 1
        }
        if j < n, b[j] == UInt8(ascii: "\"") {
          let multiline = j + 2 < n && b[j + 1] == UInt8(ascii: "\"") && b[j + 2] == UInt8(ascii: "\"")
          contexts.append(.string(hashes: hashes, multiline: multiline))
          i = j + (multiline ? 3 : 1)
          awaitingFirstToken = nil
          segments[segments.count - 1].tokens.append(.punctuation(UInt8(ascii: "\"")))
          continue
        }
        if hashes > 0, j < n, b[j] == UInt8(ascii: "/") {
          // `#/regex/#`: to the closing `/` followed by the same number of `#`.
          var k = j + 1
          while k < n {
            if b[k] == UInt8(ascii: "/") {
              var m = k + 1
              var closing = 0
              while m < n, b[m] == UInt8(ascii: "#"), closing < hashes {
                closing += 1
                m += 1
              }
              if closing == hashes {
                k = m
                break
              }
            }
            k += 1
          }
          i = k
          continue
        }
        if hashes == 1, j < n, isIdentifierStart(b[j]) {
          var k = j
          while k < n, isIdentifierPart(b[k]) { k += 1 }
          addIdentifier(i..<k)
          i = k
          continue
        }
        i = j
        continue
      }
      if c == UInt8(ascii: "`") {
        var k = i + 1
        while k < n, b[k] != UInt8(ascii: "`"), b[k] != 0x0A { k += 1 }
        addIdentifier(i + 1..<min(k, n))
        i = min(k + 1, n)
        continue
      }
      if isIdentifierStart(c) {
        var k = i
        while k < n, isIdentifierPart(b[k]) { k += 1 }
        addIdentifier(i..<k)
        i = k
        continue
      }
      if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
        while i < n,
          isIdentifierPart(b[i])
            || b[i] == UInt8(ascii: ".") && i + 1 < n && b[i + 1] >= 0x30 && b[i + 1] <= 0x39
        {
          i += 1
        }
        continue
      }
      awaitingFirstToken = nil
      if case .interpolation(let parens, let hashes) = contexts.last! {
        if c == UInt8(ascii: "(") {
          contexts[contexts.count - 1] = .interpolation(parens: parens + 1, hashes: hashes)
        } else if c == UInt8(ascii: ")") {
          if parens == 1 {
            contexts.removeLast()
            i += 1
            continue
          }
          contexts[contexts.count - 1] = .interpolation(parens: parens - 1, hashes: hashes)
        }
      }
      if let region = open.last, typeBodies.contains(region) {
        if c == UInt8(ascii: "@") { attributeSeen.insert(region) }
        if c == UInt8(ascii: ">"), i > 0, b[i - 1] == UInt8(ascii: "-"), let member = pending[region] {
          pending[region] = (member.keyword, member.name, true)
        }
        if c == UInt8(ascii: "{"), let member = pending[region] {
          pending[region] = (member.keyword, member.name, true)
        }
      }
      switch c {
      case UInt8(ascii: "{"):
        let (kind, callee) = regionKind(segments[segments.count - 1], b)
        let index = result.regions.count
        result.regions.append(.init(open: i, close: i, parent: open.last, kind: kind))
        callees.append(callee)
        if recordDeclarations(segments[segments.count - 1], region: index, b, &result) {
          typeBodies.insert(index)
        }
        open.append(index)
        segments.append(Segment())
        awaitingFirstToken = index
      case UInt8(ascii: "}"):
        guard let index = open.popLast() else {
          result.balanced = false
          return result
        }
        result.regions[index].close = i
        if typeBodies.contains(index) { finish(index) }
        segments.removeLast()
        if segments[segments.count - 1].parens == 0 {
          segments[segments.count - 1] = Segment(previousCallee: callees[index])
        } else {
          segments[segments.count - 1].tokens.append(.region)
        }
      case UInt8(ascii: ";"):
        segments[segments.count - 1] = Segment()
      case UInt8(ascii: "("), UInt8(ascii: "["):
        segments[segments.count - 1].parens += 1
        segments[segments.count - 1].tokens.append(.punctuation(c))
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        segments[segments.count - 1].parens -= 1
        segments[segments.count - 1].tokens.append(.punctuation(c))
      default:
        segments[segments.count - 1].tokens.append(.punctuation(c))
      }
      i += 1
    }
    if !open.isEmpty || contexts.count != 1 { result.balanced = false }
    return result
  }

  static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
      || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
  }

  static func isIdentifierPart(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
  }

  private static func name(_ token: Token, _ b: UnsafeBufferPointer<UInt8>) -> String? {
    guard case .identifier(let range) = token else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
  }

  /// The kind of the region a `{` opens, from the statement before it, and the call the region is
  /// a closure of.
  private static func regionKind(
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
  private static func call(_ segment: Segment, _ names: [String?]) -> (callee: String?, label: String?) {
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
  private static func enclosingCall(_ segment: Segment, _ names: [String?], from last: Int) -> String? {
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
  private static func recordDeclarations(
    _ segment: Segment, region: Int, _ b: UnsafeBufferPointer<UInt8>,
    _ result: inout IrrelevantCodeFilter.Scan
  ) -> Bool {
    let names = segment.tokens.map { name($0, b) }
    for (index, word) in names.enumerated() {
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
