import SwiftUI

// Tabs tagged with the cases of an enum named in lower case (`enum page`), one of them selected
// from another screen (`selection = page.card`).
@main
struct WordsApp: App {
  var body: some Scene {
    WindowGroup { WordsTabs() }
  }
}

enum page {
  case practice
  case card
}

struct WordsTabs: View {
  @State private var selection = page.practice

  var body: some View {
    TabView(selection: $selection) {
      PracticeView(selection: $selection)
        .tabItem { Label("Practice", systemImage: "pencil") }
        .tag(page.practice)
      CardView()
        .tabItem { Label("Cards", systemImage: "rectangle.stack") }
        .tag(page.card)
    }
  }
}

struct PracticeView: View {
  @Binding var selection: page
  var body: some View {
    Button("Show cards") { selection = page.card }
  }
}

struct CardView: View {
  var body: some View { Text("Cards") }
}
