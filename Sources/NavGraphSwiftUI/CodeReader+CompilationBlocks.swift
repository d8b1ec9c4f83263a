internal import SwiftSyntax

extension CodeReader {
  /// What a `#if` block among an action's statements does (`#if canImport(FirebaseAuth)
  /// try Auth.auth().signOut(); isAuthenticated = false #else isAuthenticated = false #endif` in
  /// the method a logout button calls). The clauses that may be compiled
  /// (`CompilationConditions.possibleClauses`) are alternatives, as the branches of an `if`, with
  /// an empty one when none of them is surely compiled; a clause surely compiled alone is read as
  /// plain statements.
  func effects(ofCompilationBlock ifConfig: IfConfigDeclSyntax, in scope: Scope, depth: Int) -> [Effect] {
    let possible = CompilationConditions.possibleClauses(ifConfig)
    var branches = possible.clauses.map { clause in
      EffectBranch(
        condition: clause.condition.map { SyntaxText.bounded($0) }, literal: nil,
        effects: clause.items.map { effects(of: $0, in: scope, depth: depth + 1) } ?? [])
    }
    if !possible.certain { branches.append(EffectBranch(condition: nil, literal: nil, effects: [])) }
    if branches.count == 1, let only = branches.first { return only.effects }
    guard branches.contains(where: { !$0.effects.isEmpty }) else { return [] }
    return [.branches(branches, ifConfig.location(in: scope.file))]
  }
}
