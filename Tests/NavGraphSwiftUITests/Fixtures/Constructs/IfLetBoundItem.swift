// A sheet's and a cover's item set, in a row component, to a value an `if let` binds from a
// model's optional (`tree.pears.first`): not nil there.
// Expected: OrchardList: sheet PearNotes 'Notes', fullScreenCover PearPainter 'Paint' (from PearRow);
//           PearNotes: dismissAction 'Close'; PearPainter: dismissAction 'Done'.
import SwiftUI

struct Pear: Identifiable { let id: Int }

struct Tree: Identifiable {
  let id: Int
  let pears: [Pear]
}

@main
struct OrchardApp: App {
  var body: some Scene { WindowGroup { NavigationStack { OrchardList() } } }
}

struct OrchardList: View {
  let trees: [Tree] = []
  var body: some View { List(trees) { tree in PearRow(tree: tree) } }
}

struct PearRow: View {
  let tree: Tree
  @State private var notedPear: Pear?
  @State private var paintedPear: Pear?
  var body: some View {
    VStack {
      if let firstPear = tree.pears.first {
        Button("Notes") { notedPear = firstPear }
        Button("Paint") { self.paintedPear = firstPear }
      } else {
        Text("No pears")
      }
    }
    .sheet(item: $notedPear) { _ in PearNotes() }
    .fullScreenCover(item: $paintedPear) { _ in PearPainter() }
  }
}

struct PearNotes: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

struct PearPainter: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}
