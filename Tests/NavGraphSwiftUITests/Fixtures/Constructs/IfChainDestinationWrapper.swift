import SwiftUI

// A pushed view whose body only picks one of several games by a setting its creator gives:
// the games are the pushes, the picker is no screen.
final class GameOptions: ObservableObject {
  @Published var mode = "calm"
}

@main
struct ArcadeApp: App {
  var body: some Scene {
    WindowGroup { LobbyView() }
  }
}

struct LobbyView: View {
  @StateObject private var options = GameOptions()

  var body: some View {
    NavigationView {
      NavigationLink {
        ModeSwitch(options: options)
      } label: {
        Text("Start")
      }
    }
  }
}

struct ModeSwitch: View {
  @ObservedObject var options: GameOptions

  var body: some View {
    if (options.mode == "calm") {
      CalmGame()
    } else if options.mode == "wild" {
      WildGame()
    }
  }
}

struct CalmGame: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    Button("Finish") { presentationMode.wrappedValue.dismiss() }
  }
}

struct WildGame: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    Button("Finish") { presentationMode.wrappedValue.dismiss() }
  }
}
