import SwiftUI

// A tab bar shown in a sheet while the App's root is a tab bar already.

@main
struct LibraryApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        ShelvesView().tabItem { Label("Shelves", systemImage: "books.vertical") }
        LoansView().tabItem { Label("Loans", systemImage: "tray") }
      }
    }
  }
}

struct ShelvesView: View {
  @State private var showsArchive = false

  var body: some View {
    Button("Archive") { showsArchive = true }
      .sheet(isPresented: $showsArchive) { ArchiveTabs() }
  }
}

struct LoansView: View {
  var body: some View { Text("Loans") }
}

struct ArchiveTabs: View {
  var body: some View {
    TabView {
      MapsView().tabItem { Text("Maps") }
      LettersView().tabItem { Text("Letters") }
    }
  }
}

struct MapsView: View {
  var body: some View { Text("Maps") }
}

struct LettersView: View {
  var body: some View { Text("Letters") }
}
