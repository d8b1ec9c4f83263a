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
  /// for it (`case .addTapped:`, a view action's `case .view(.saveTapped):`), and the cases of
  /// other features that handle it through a child (`case .list(.settingsTapped):`, `case
  /// .path(.element(id: _, action: .entry(.closeTapped))):`, `case .child(.delegate(.finished)):`),
  /// as a child's action reaches every reducer above it: one of the cases before the action in the
  /// pattern carries the sending feature (`case list(EntryListFeature.Action)`, `case
  /// entry(EntryFeature)`), so a same-named action of another feature does not match. What the
  /// pattern goes on to test of the action's payload (`.result(.success(let value))`) is not read:
  /// every such case may run. The table is built once (`recordReducerCases`); each lookup is
  /// linear in the cases found.
  func reducerCases(handling action: String, sentBy feature: TypeDeclaration) -> [ReducerCase] {
    if reducerCasesByAction == nil { reducerCasesByAction = recordReducerCases() }
    return (reducerCasesByAction?[action] ?? []).filter { handler in
      guard let at = handler.path.firstIndex(of: action) else { return false }
      if handler.feature === feature { return handler.path[..<at].allSatisfy { $0 == "view" } }
      return handler.path[..<at].contains { carriesFeature($0, feature) }
    }
  }

  /// Whether an enum case of the files read named `name` has an associated value whose type names
  /// the feature (`case entry(EntryFeature)`, `case list(EntryListFeature.Action)`, `case
  /// add(PresentationAction<AddFeature.Action>)`). The words of each case name's associated types
  /// are tabled once, linear in the enums' cases; each test is then constant time.
  private func carriesFeature(_ name: String, _ feature: TypeDeclaration) -> Bool {
    if caseTypeWords == nil {
      var table: [String: Set<String>] = [:]
      for type in index.allTypes where type.kind == .enumType {
        for found in type.cases {
          for parameter in found.parameters {
            let words = parameter.type.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
            table[found.name, default: []].formUnion(words)
          }
        }
      }
      caseTypeWords = table
    }
    return caseTypeWords?[name]?.contains(feature.name) ?? false
  }

  /// Every case of a `switch action` in the reducers of the features the files read declare (a
  /// type with a nested `State`, its `body` or `reduce(into:action:)`), keyed by each case its
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
              for name in Set(path) {
                table[name, default: []].append(
                  ReducerCase(
                    feature: feature, state: state, path: path, body: switchCase.statements, file: file))
              }
            }
          }
        }
      }
    }
    return table
  }
}
