import SwiftUI

// The App's root view whose whole body is a stack wrapper of the app's own given content written
// in place: the root view is the screen, at the root of the wrapper's stack, with its
// destinations.
enum Berth: Hashable { case deck }

final class Purser: ObservableObject {
  @Published var path = NavigationPath()
}

struct Quay<Content: View>: View {
  @ObservedObject private var purser: Purser
  private let content: Content

  init(purser: Purser, @ViewBuilder content: () -> Content) {
    self.purser = purser
    self.content = content()
  }

  var body: some View {
    NavigationStack(path: $purser.path) {
      content.navigationDestination(for: Berth.self) { _ in DeckPlan() }
    }
  }
}

@main
struct SteamerApp: App {
  var body: some Scene {
    WindowGroup { Steamer() }
  }
}

struct Steamer: View {
  @StateObject private var purser = Purser()

  var body: some View {
    Quay(purser: purser) {
      VStack {
        Button("Deck") { purser.path.append(Berth.deck) }
      }
      .navigationTitle("Steamer")
    }
  }
}

struct DeckPlan: View {
  var body: some View { Text("Deck") }
}
