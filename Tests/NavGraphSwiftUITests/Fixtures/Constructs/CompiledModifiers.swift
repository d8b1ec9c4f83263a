import SwiftUI

// Modifiers written in `#if` blocks between other modifiers: the iOS clause's are read.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { HarborHome() } }
  }
}

struct HarborHome: View {
  @State private var showsTide = false
  @State private var showsCharts = false

  var body: some View {
    List {
      Button("Charts") { showsCharts = true }
    }
    .navigationTitle("Harbor")
    #if os(iOS)
      .toolbar {
        Button("Tide") { showsTide = true }
      }
      .sheet(isPresented: $showsTide) { HarborTide() }
    #endif
    #if os(macOS)
      .sheet(isPresented: $showsCharts) { HarborDeskCharts() }
    #else
      .fullScreenCover(isPresented: $showsCharts) { HarborCharts() }
    #endif
  }
}

struct HarborTide: View {
  var body: some View { Text("Tide") }
}

struct HarborCharts: View {
  var body: some View { Text("Charts") }
}

struct HarborDeskCharts: View {
  var body: some View { Text("Charts") }
}
