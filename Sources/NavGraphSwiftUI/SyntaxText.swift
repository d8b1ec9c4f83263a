internal import SwiftSyntax

/// Small readings of syntax the reader repeats: literal text, names, bounded source text.
enum SyntaxText {
  /// The text of a string literal. Interpolations are kept as written (`Open \(name)`); nil for
  /// anything that is not a string literal.
  static func literal(_ expr: ExprSyntax?) -> String? {
    guard let literal = expr?.as(StringLiteralExprSyntax.self) else { return nil }
    if let value = literal.representedLiteralValue { return value }
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part): text += part.content.text
      case .expressionSegment(let part): text += "\\(" + bounded(part.expressions, limit: 60) + ")"
      @unknown default: break
      }
    }
    return text
  }

  /// The source text of a node without its surrounding trivia, cut after `limit` characters (with
  /// `...`). Reads tokens one after another: no recursion, and it stops early on a huge node.
  ///
  /// Code the pre-pass replaced (`IrrelevantCodeFilter`: `{ Text("") }` and spaces) is quoted as
  /// the file has it (`originals`), not as the placeholder the parser read; `{ ... }` when the file
  /// is not known.
  static func bounded(_ node: some SyntaxProtocol, limit: Int = 80) -> String {
    var text = ""
    var first = true
    // The open braces not yet closed: where the text was when each came, and its offset.
    var braces: [(length: Int, offset: Int)] = []
    for token in node.tokens(viewMode: .sourceAccurate) {
      if !first, token.leadingTrivia.contains(where: { $0.isWhitespace }) { text += " " }
      first = false
      if token.tokenKind == .leftBrace {
        braces.append((text.count, token.positionAfterSkippingLeadingTrivia.utf8Offset))
      }
      text += token.text
      if token.tokenKind == .rightBrace, let open = braces.popLast(),
        text.count - open.length == placeholderQuote.count, text.hasSuffix(placeholderQuote)
      {
        let written = originals?.region(
          root: node.root.id, open: open.offset, close: token.positionAfterSkippingLeadingTrivia.utf8Offset,
          limit: limit)
        text = String(text.dropLast(placeholderQuote.count)) + (written ?? "{ ... }")
      }
      if token.trailingTrivia.contains(where: { $0.isWhitespace }) { text += " " }
      // Beyond the limit by more than a placeholder's length: the cut cannot fall inside one.
      if text.count > limit + placeholderQuote.count {
        return String(text.prefix(limit)) + "..."
      }
    }
    text = text.trimmingSpaces
    return text.count > limit ? String(text.prefix(limit)) + "..." : text
  }

  /// A placeholder of the pre-pass as `bounded` first writes it.
  private static let placeholderQuote = "{ Text(\"\") }"

  /// The files as written, while an extraction reads them (`OriginalSource`).
  @TaskLocal static var originals: OriginalSource?

  /// A declared name as code refers to it: without the backticks that let a keyword be a name
  /// (`` func `default`() `` is called `.default()`).
  static func declaredName(_ token: TokenSyntax) -> String {
    let text = token.text
    guard text.count > 2, text.first == "`", text.last == "`" else { return text }
    return String(text.dropFirst().dropLast())
  }

  /// The name of a simple reference (`foo`, `$foo`), nil otherwise.
  static func name(_ expr: ExprSyntax?) -> String? {
    expr?.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// The name of a property read without a base or through `self` (`showLaunch`,
  /// `self.showLaunch`); nil for anything else.
  static func ownName(_ expr: ExprSyntax) -> String? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// The first unlabeled argument that is a string literal (`Button("Save")`, `Label("Home", ...)`).
  static func firstStringArgument(_ call: FunctionCallExprSyntax) -> String? {
    guard let first = call.arguments.first, first.label == nil else { return nil }
    return literal(first.expression)
  }

  /// The argument with a label.
  static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  /// The closure given for a labeled parameter: a labeled closure argument, or an additional
  /// trailing closure with that label.
  static func closure(_ call: FunctionCallExprSyntax, _ label: String) -> ClosureExprSyntax? {
    if let labeled = argument(call, label)?.as(ClosureExprSyntax.self) { return labeled }
    return call.additionalTrailingClosures.first { $0.label.text == label }?.closure
  }

  /// The content closure of a `NavigationStack` or `NavigationView`: trailing, or labelled `root:`
  /// (`NavigationStack(path: $path, root: { ... })`) or `content:` (`NavigationView(content: { ...
  /// })`).
  static func stackContent(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    call.trailingClosure ?? closure(call, "root") ?? closure(call, "content")
  }

  /// Whether a Boolean literal is `true`; nil for anything that is not a Boolean literal.
  static func isTrue(_ expr: ExprSyntax?) -> Bool? {
    guard let literal = expr?.as(BooleanLiteralExprSyntax.self) else { return nil }
    return literal.literal.tokenKind == .keyword(.true)
  }

  /// A binary operation `left op right`, which the parser leaves an unfolded sequence of three
  /// (`a ?? b`, `x == "1"`, `0..<n`): its operands and operator; nil for anything else.
  static func binary(_ expr: ExprSyntax) -> (left: ExprSyntax, op: String, right: ExprSyntax)? {
    guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let elements = Array(sequence.elements)
    guard let op = elements[1].as(BinaryOperatorExprSyntax.self) else { return nil }
    return (elements[0], op.operator.text, elements[2])
  }

  /// The elements of an unfolded sequence between its operators `op` (`a || b && c` split at `||`:
  /// `[a]`, `[b, &&, c]`).
  static func split(_ elements: [ExprSyntax], on op: String) -> [[ExprSyntax]] {
    var parts: [[ExprSyntax]] = [[]]
    for element in elements {
      if element.as(BinaryOperatorExprSyntax.self)?.operator.text == op {
        parts.append([])
      } else {
        parts[parts.count - 1].append(element)
      }
    }
    return parts
  }

  /// An assignment `place = value` (an unfolded sequence of three): the place and the value; nil
  /// for anything else.
  static func assignment(_ expr: ExprSyntax) -> (place: ExprSyntax, value: ExprSyntax)? {
    guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let elements = Array(sequence.elements)
    guard elements[1].is(AssignmentExprSyntax.self) else { return nil }
    return (elements[0], elements[2])
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
