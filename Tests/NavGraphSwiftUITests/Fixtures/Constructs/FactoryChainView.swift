import SwiftUI

// Views built through two factory calls in a row: the assembly makes a feature object, whose
// `makeView()` builds the screen, as a tab's root and as a push's destination.
final class ShelfFeature {
  func makeView() -> some View { ShelfList() }
}

final class LampFeature {
  func makeView() -> some View { LampDetail() }
}

final class Assembly: ObservableObject {
  func makeShelf() -> ShelfFeature { ShelfFeature() }
  func makeLamp() -> LampFeature { LampFeature() }
}

@main
struct ShelfApp: App {
  @StateObject private var assembly = Assembly()

  var body: some Scene {
    WindowGroup {
      TabView {
        assembly.makeShelf().makeView()
          .tabItem { Label("Shelf", systemImage: "books.vertical") }
      }
      .environmentObject(assembly)
    }
  }
}

struct ShelfList: View {
  @EnvironmentObject private var assembly: Assembly

  var body: some View {
    NavigationStack { NavigationLink("Lamp") { assembly.makeLamp().makeView() } }
  }
}

struct LampDetail: View {
  var body: some View { Text("Lamp") }
}
