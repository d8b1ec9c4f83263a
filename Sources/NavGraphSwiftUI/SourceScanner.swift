/// The lexical scan of one file for `IrrelevantCodeFilter`: brace regions and what kind each is, the
/// identifiers in each, the types declared and their members (each marked plain when it is a stored
/// `let` or `var` with no attribute, no function type and no body), the names of functions'
/// closure parameters, the methods declared in type bodies, and every name the file uses (each
/// identifier not right after `func`).
///
/// A region's kind comes from the tokens before its `{` since the last statement boundary (a `;`, or
/// a `}` outside parentheses): a type declaration keyword gives a type body, `switch` a switch
/// body, a view-building declaration (`some View`, `@ViewBuilder`, `var body`) a view body, a call
/// or label in `keptCallees` a kept closure, `#Preview` a preview; a region whose first token is an
/// accessor (`get`, `set`, `didSet`, ...) is an accessor block, and one that starts `switch self` (a
/// computed property of an enum's case: a tab's title) is kept. Strings (with `#` delimiters,
/// multi-line, and interpolations, whose code is scanned), comments (nested) and `#/regex/#`
/// literals are skipped. One pass, with explicit stacks: linear in the bytes, whatever the nesting.
enum SourceScanner {
  enum Token: Equatable {
    case identifier(Range<Int>)
    case punctuation(UInt8)
    /// A region that closed inside the current statement.
    case region
  }

  enum Context {
    case code
    case interpolation(parens: Int, hashes: Int)
    case string(hashes: Int, multiline: Bool)
  }

  struct Segment {
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

  /// How many bytes equal to `byte` follow one another from `start`, counting at most `limit`.
  @inline(__always)
  private static func run(
    of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from start: Int, atMost limit: Int
  ) -> Int {
    var j = start
    while j < b.count, b[j] == byte, j - start < limit { j += 1 }
    return j - start
  }

  static func scan(_ b: UnsafeBufferPointer<UInt8>) -> IrrelevantCodeFilter.Scan {
    var result = IrrelevantCodeFilter.Scan()
    var contexts: [Context] = [.code]
    var open: [Int] = []  // indices of regions not yet closed
    var segments: [Segment] = [Segment()]  // one per open region, plus the file's
    var awaitingFirstToken: Int?
    /// A region whose first token is `switch`, while its second is awaited: `switch self` keeps it.
    var awaitingSelf: Int?
    /// The member being declared in each open type body: its keyword, name, and what marks it as
    /// more than a plain stored property (an attribute, a function type, a body).
    var pending: [Int: (keyword: String, name: String?, marked: Bool, type: String?)] = [:]
    /// Whether the last identifier was `typealias`: the next one is an alias's name.
    var afterTypealias = false
    var attributeSeen: Set<Int> = []
    var typeBodies = Set<Int>()
    var callees: [String?] = []  // by region
    var i = 0
    let n = b.count

    func finish(_ body: Int) {
      guard let member = pending.removeValue(forKey: body), let name = member.name else { return }
      let plain = (member.keyword == "let" || member.keyword == "var") && !member.marked
      result.members[body, default: []].append((name, plain, member.type))
    }

    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
    }

    func addIdentifier(_ range: Range<Int>) {
      if afterTypealias {
        result.typeAliases.insert(text(range))
        afterTypealias = false
      } else if range.count == 9, text(range) == "typealias" {
        afterTypealias = true
      }
      if let region = open.last {
        result.regions[region].identifiers.append(range)
        if typeBodies.contains(region), segments[segments.count - 1].parens == 0 {
          let word = text(range)
          if memberKeywords.contains(word) {
            finish(region)
            pending[region] = (word, nil, attributeSeen.contains(region), nil)
            attributeSeen.remove(region)
          } else if let member = pending[region], member.name == nil {
            pending[region] = (member.keyword, word, member.marked, nil)
          } else if let member = pending[region], member.type == nil {
            pending[region] = (member.keyword, member.name, member.marked, word)
          }
        }
      }
      if let region = awaitingSelf {
        if text(range) == "self" { result.regions[region].kind = .kept }
        awaitingSelf = nil
      }
      if let last = segments[segments.count - 1].tokens.last, case .identifier(let previous) = last,
        previous.count == 4, text(previous) == "func"
      {
        // A declaration's name: not a use.
      } else {
        result.namesUsed.insert(text(range))
      }
      if let first = awaitingFirstToken {
        let word = text(range)
        if accessorKeywords.contains(word) { result.regions[first].kind = .kept }
        if word == "switch" { awaitingSelf = first }
        awaitingFirstToken = nil
      }
      segments[segments.count - 1].tokens.append(.identifier(range))
    }

    while i < n {
      let c = b[i]
      switch contexts.last! {
      case .string(let hashes, let multiline):
        if c == UInt8(ascii: "\\") {
          let count = run(of: UInt8(ascii: "#"), in: b, from: i + 1, atMost: hashes)
          let j = i + 1 + count
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
          let count = run(of: UInt8(ascii: "\""), in: b, from: i, atMost: quotes)
          let j = i + count
          if count == quotes {
            let closing = run(of: UInt8(ascii: "#"), in: b, from: j, atMost: hashes)
            let k = j + closing
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
        let hashes = run(of: UInt8(ascii: "#"), in: b, from: i, atMost: .max)
        let j = i + hashes
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
          pending[region] = (member.keyword, member.name, true, member.type)
        }
        if c == UInt8(ascii: "{"), let member = pending[region] {
          pending[region] = (member.keyword, member.name, true, member.type)
        }
      }
      switch c {
      case UInt8(ascii: "{"):
        let (kind, callee) = regionKind(segments[segments.count - 1], b)
        recordClosureParameters(segments[segments.count - 1], b, &result)
        recordOptionalBindings(segments[segments.count - 1], b, &result)
        let index = result.regions.count
        var region = IrrelevantCodeFilter.Scan.Region(open: i, close: i, parent: open.last, kind: kind)
        region.inLabel =
          open.last.map { result.regions[$0].inLabel } == true
          || (kind == .kept && callee.map(IrrelevantCodeFilter.labelTextCallees.contains) == true)
        result.regions.append(region)
        callees.append(callee)
        if let parent = open.last, typeBodies.contains(parent), segments[segments.count - 1].parens == 0,
          let method = methodDeclaration(segments[segments.count - 1], b)
        {
          result.methods.append((index, method.start, method.name, method.signature))
        }
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
}
