import SwiftUI

// A tab bar shown by a cover whose tabs are made by a `ForEach` over an array, which the reader
// does not read: the cover has no tab to go to, so no link is written, and the warning says so.
@main
struct FernApp: App {
  var body: some Scene {
    WindowGroup { FernStart() }
  }
}

struct FernStart: View {
  @State private var entered = false

  var body: some View {
    Button("Enter") { entered = true }
      .fullScreenCover(isPresented: $entered) { FernTabs() }
  }
}

struct FernTabs: View {
  private let names = ["Ferns", "Mosses"]

  var body: some View {
    TabView {
      ForEach(names, id: \.self) { name in
        Text(name).tabItem { Text(name) }
      }
    }
  }
}
