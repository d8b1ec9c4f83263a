import SwiftUI

// A view keeps its actions in a struct of its own (`let actions = Actions()`): calling one of its
// methods runs that method, as an object's would.
final class Crew: ObservableObject {
  static let shared = Crew()
  @Published var aboard = false
}

@main
struct FerryApp: App {
  var body: some Scene {
    WindowGroup { FerryRoot().environmentObject(Crew.shared) }
  }
}

struct FerryRoot: View {
  @EnvironmentObject var crew: Crew
  var body: some View {
    if crew.aboard { Bridge() } else { Gangplank() }
  }
}

struct Gangplank: View {
  let actions = Actions()
  var body: some View { Button("Board") { actions.board() } }
}

extension Gangplank {
  struct Actions {
    func board() { Crew.shared.aboard = true }
  }
}

struct Bridge: View {
  var body: some View { Button("Disembark") { Crew.shared.aboard = false } }
}
