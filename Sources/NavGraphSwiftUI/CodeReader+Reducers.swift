internal import SwiftSyntax

/// One case of a reducer's `switch action` (The Composable Architecture): the feature whose `body`
/// (or `reduce(into:action:)`) has it, that feature's `State`, the enum cases its pattern goes
/// through (`.list(.settingsTapped)`: `list`, `settingsTapped`) and what it does.
struct ReducerCase: @unchecked Sendable {
  let feature: TypeDeclaration
  let state: TypeDeclaration
  let path: [String]
  let body: CodeBlockItemListSyntax
  let file: Int
}

extension CodeReader {
  /// The reducer cases that run when a view of `feature` sends `action`: the feature's own cases
  /// for it (`case .addTapped:`), and the cases of other features that handle it through a child
  /// (`case .list(.settingsTapped):`, `case .path(.element(id: _, action: .entry(.closeTapped))):`)
  /// when `feature`'s `Action` enum declares it (a view action, `case .view(.saveTapped):`, in the
  /// feature itself), as a child's action reaches every reducer above it.
  /// The table is built once (`recordReducerCases`); each lookup is linear in the cases found.
  func reducerCases(handling action: String, sentBy feature: TypeDeclaration) -> [ReducerCase] {
    if reducerCasesByAction == nil { reducerCasesByAction = recordReducerCases() }
    let declares =
      index.lookup(.named(["Action"], []), from: feature.qualifiedName).map {
        $0.outer == feature.qualifiedName && $0.enumCase(action) != nil
      } ?? false
    return (reducerCasesByAction?[action] ?? []).filter { handler in
      // A view action (`@ViewAction`) reaches its own feature as `.view(.saveTapped)`.
      handler.feature === feature
        ? handler.path.count == 1 || handler.path == ["view", action] : handler.path.count > 1 && declares
    }
  }

  /// Every case of a `switch action` in the reducers of the features the files read declare (a
  /// type with a nested `State`, its `body` or `reduce(into:action:)`), keyed by the last case its
  /// pattern names. Linear in the tokens of those bodies.
  private func recordReducerCases() -> [String: [ReducerCase]] {
    var table: [String: [ReducerCase]] = [:]
    for feature in index.allTypes {
      guard let state = index.lookup(.named(["State"], []), from: feature.qualifiedName),
        state.outer == feature.qualifiedName
      else { continue }
      var bodies: [(Syntax, Int)] = []
      if let body = feature.properties["body"], let getter = body.getter {
        bodies.append((Syntax(getter), body.location.file))
      }
      for reduce in feature.methods["reduce"] ?? [] {
        if let body = reduce.body { bodies.append((Syntax(body), reduce.location.file)) }
      }
      for (body, file) in bodies {
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.switch) {
          guard let choice = token.parent?.as(SwitchExprSyntax.self),
            choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == "action"
          else { continue }
          for element in choice.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self),
              let label = switchCase.label.as(SwitchCaseLabelSyntax.self)
            else { continue }
            for item in label.caseItems {
              var pattern = item.pattern
              if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
              guard let written = pattern.as(ExpressionPatternSyntax.self)?.expression else { continue }
              let path = CodeReader.actionPath(written)
              guard let last = path.last else { continue }
              table[last, default: []].append(
                ReducerCase(
                  feature: feature, state: state, path: path, body: switchCase.statements, file: file))
            }
          }
        }
      }
    }
    return table
  }
}
