import SwiftUI

// One `NavigationView` around the whole tab bar, with bar items on the `TabView`: they are in the
// outer navigation bar, shown while that stack is at its root (on each tab's root); a push covers
// them. The floating button over the tab bar is not in a bar: it stays on every screen a tab shows.
@main
struct LarderApp: App {
  var body: some Scene {
    WindowGroup { LarderHomeView() }
  }
}

struct LarderHomeView: View {
  @State private var selection = 0
  @State private var showAccount = false
  @State private var showFeedback = false

  var body: some View {
    NavigationView {
      TabView(selection: $selection) {
        PantryView()
          .tabItem { Label("Pantry", systemImage: "cabinet") }
          .tag(0)
        MarketView()
          .tabItem { Label("Market", systemImage: "cart") }
          .tag(1)
      }
      .navigationBarItems(trailing: Button("Account") { showAccount.toggle() })
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          NavigationLink("Help") { LarderHelpView() }
        }
      }
      .sheet(isPresented: $showAccount) { AccountView() }
      .overlay(alignment: .bottomTrailing) {
        Button("Feedback") { showFeedback = true }
      }
      .fullScreenCover(isPresented: $showFeedback) { FeedbackView() }
    }
  }
}

struct PantryView: View {
  var body: some View { NavigationLink("Shelf") { ShelfView() } }
}

struct ShelfView: View {
  var body: some View { Text("Shelf") }
}

struct MarketView: View {
  var body: some View { NavigationLink("Stall") { StallView() } }
}

struct StallView: View {
  var body: some View { Text("Stall") }
}

struct LarderHelpView: View {
  var body: some View { Text("Help") }
}

struct AccountView: View {
  var body: some View { Text("Account") }
}

struct FeedbackView: View {
  var body: some View { Text("Feedback") }
}
