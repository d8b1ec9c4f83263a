import SwiftUI

// A launch view laid over the main view in the App's `ZStack`, closing itself, the main view
// holding its own stack: the launch view covers the main view, so it has none of its links.

@main
struct OrchidApp: App {
  @State private var showsSplash = true
  var body: some Scene {
    WindowGroup {
      ZStack {
        OrchidHome()
        if showsSplash {
          OrchidSplash(showsSplash: $showsSplash)
        }
      }
    }
  }
}

struct OrchidHome: View {
  @State private var editing = false
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Bloom") { OrchidDetail() }
        Button("Edit") { editing = true }
      }
      .sheet(isPresented: $editing) { OrchidEditor() }
    }
  }
}

struct OrchidSplash: View {
  @Binding var showsSplash: Bool
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  var body: some View {
    Text("Orchid")
      .onReceive(timer) { _ in showsSplash = false }
  }
}

struct OrchidDetail: View {
  var body: some View { Text("Detail") }
}

struct OrchidEditor: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
