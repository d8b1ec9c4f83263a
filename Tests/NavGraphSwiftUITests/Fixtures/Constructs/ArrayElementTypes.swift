// Properties typed by their initializer, an element of a static array (`Reel.samples[0]`,
// `Reel.samples.last`), pushed as values.
import Observation
import SwiftUI

@main
struct ReelApp: App {
  var body: some Scene {
    WindowGroup { ReelHome() }
  }
}

struct Reel: Hashable, Identifiable {
  let id: Int
  let name: String
  static let samples: [Reel] = [Reel(id: 1, name: "Dawn"), Reel(id: 2, name: "Dusk")]
}

@Observable final class ReelFeed {
  var hero = Reel.samples[0]
  var latest = Reel.samples.last
}

struct ReelHome: View {
  @State private var path = NavigationPath()
  @State private var feed = ReelFeed()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Play") { path.append(feed.hero) }
        Button("Latest") {
          if let latest = feed.latest { path.append(latest) }
        }
      }
      .navigationDestination(for: Reel.self) { reel in ReelPage(reel: reel) }
      .navigationDestination(for: String.self) { name in ReelSearch(name: name) }
    }
  }
}

struct ReelPage: View {
  let reel: Reel
  var body: some View { Text(reel.name) }
}

struct ReelSearch: View {
  let name: String
  var body: some View { Text(name) }
}
