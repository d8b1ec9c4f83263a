import SwiftUI

// A flash card of a type no file declares (a Core Data class Xcode generates) whose back side is
// cleared: `card.back = ""` is a text, not a way back.
@main
struct FlashApp: App {
  var body: some Scene {
    WindowGroup { FlashDeck() }
  }
}

struct FlashDeck: View {
  @State private var adding = false
  var body: some View {
    NavigationStack {
      Button("Add") { adding = true }
        .sheet(isPresented: $adding) { FlashEditor() }
    }
  }
}

struct FlashEditor: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.managedObjectContext) private var context
  @State private var text = ""

  var body: some View {
    Button("Save") {
      let card = FlashCard(context: context)
      card.front = text
      card.back = ""
      dismiss()
    }
  }
}
