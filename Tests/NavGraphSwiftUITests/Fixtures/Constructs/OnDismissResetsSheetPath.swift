import SwiftUI

// Sheets with stacks of their own, whose presenters reset those stacks' paths in `onDismiss`: the
// sheet has closed, so the reset moves nothing; the stack written in the sheet's closure, or in a
// function of the presenter that the closure calls.
@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        GardenView().tabItem { Label("Garden", systemImage: "leaf") }
        ShedView().tabItem { Label("Shed", systemImage: "house") }
      }
    }
  }
}

struct GardenView: View {
  @State private var planting = false
  @State private var plantPath = NavigationPath()

  var body: some View {
    NavigationStack {
      Button("Plant") { planting = true }
        .sheet(isPresented: $planting, onDismiss: { plantPath = NavigationPath() }) {
          NavigationStack(path: $plantPath) {
            SeedList(path: $plantPath)
              .navigationDestination(for: String.self) { seed in SeedDetail(seed: seed) }
          }
        }
    }
  }
}

struct ShedView: View {
  @State private var sorting = false
  @State private var toolPath: [String] = []

  var body: some View {
    NavigationStack {
      Button("Sort") { sorting = true }
        .sheet(isPresented: $sorting, onDismiss: { toolPath.removeAll() }) { sortingSheet() }
    }
  }

  private func sortingSheet() -> some View {
    NavigationStack(path: $toolPath) {
      ToolList(path: $toolPath)
        .navigationDestination(for: String.self) { tool in ToolDetail(tool: tool) }
    }
  }
}

struct SeedList: View {
  @Binding var path: NavigationPath
  var body: some View { Button("Tomato") { path.append("tomato") } }
}

struct SeedDetail: View {
  let seed: String
  var body: some View { Text(seed) }
}

struct ToolList: View {
  @Binding var path: [String]
  var body: some View { Button("Rake") { path.append("rake") } }
}

struct ToolDetail: View {
  let tool: String
  var body: some View { Text(tool) }
}
