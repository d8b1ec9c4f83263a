internal import SwiftSyntax

/// Handlers written on a view where a switch shows it as a branch (`case .loading: SpinnerView()
/// .onAppear { store.load() }`): SwiftUI runs them while that branch is shown, so at the root they
/// are the branch screen's code, not code around the switch (which every branch, or the tab bar,
/// shares). Content reading puts them in the switch's view's summary as usual; this reads them
/// again into a summary of their own, which the resolver gives to a root branch's screen
/// (`NavigationResolver.attachBranchHandlers`).
extension CodeReader {
  /// Records the summary of the handler modifiers (the ones SwiftUI runs: appearance, change,
  /// disappearance) written on the view `call` builds, when they have navigation.
  func recordBranchHandlers(_ modifiers: [ModifierCall], of call: FunctionCallExprSyntax, in scope: Scope) {
    let handlers = modifiers.filter {
      CodeReader.actionModifiers.contains($0.name) && CodeReader.occasion(of: $0.name) != .tap
    }
    guard !handlers.isEmpty, let id = decoration(handlers, in: scope, depth: scope.depth).content.first else {
      return
    }
    branchHandlers[call.location(in: scope.file)] = id
  }

  /// A branch showing the host's own content (`case .probing: ProgressView().task { ... }`): its
  /// handlers, recorded at the views built in its statements, carried in the shape's decoration,
  /// so the resolver gives them to that branch's screen alone, not to every branch as the host's
  /// code (`NavigationResolver.attachBranchHandlers`). Other shapes are returned as they are.
  func withBranchHandlers(
    _ shape: Shape, of items: CodeBlockItemListSyntax, in summary: ViewSummary, scope: Scope
  ) -> Shape {
    guard case .inline(let id, let kind, let host, var decoration) = shape, id == summary.id else {
      return shape
    }
    let range = items.position.utf8Offset..<items.endPosition.utf8Offset
    let found = branchHandlers.filter { $0.key.file == scope.file && range.contains($0.key.offset) }
    guard !found.isEmpty else { return shape }
    decoration.content += found.sorted { $0.key < $1.key }.map(\.value)
    return .inline(id, kind: kind, host: host, decoration)
  }
}
