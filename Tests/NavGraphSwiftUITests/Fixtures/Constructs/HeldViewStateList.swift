import SwiftUI

// Destinations held in the screen's own `@State` list: ArcadeHall's `cabinets` starts as a list
// literal of `Cabinet`s each holding its screen as an `AnyView`, and its `List` pushes each
// cabinet's screen; ArcadeLobby's list is a `let` and uses `ForEach`.
@main
struct ArcadeApp: App {
  var body: some Scene {
    WindowGroup { ArcadeHall() }
  }
}

struct Cabinet: Identifiable {
  let id = UUID()
  let title: String
  let screen: AnyView
}

struct ArcadeHall: View {
  @State private var cabinets: [Cabinet] = [
    Cabinet(title: "Pinball", screen: AnyView(PinballTable())),
    Cabinet(title: "Racer", screen: AnyView(RacerSeat())),
  ]

  var body: some View {
    NavigationView {
      List(cabinets) { cabinet in
        NavigationLink(destination: cabinet.screen) {
          Text(cabinet.title)
        }
      }
    }
  }
}

struct PinballTable: View {
  var body: some View {
    NavigationLink("Lobby", destination: ArcadeLobby())
  }
}

struct ArcadeLobby: View {
  let corners: [Cabinet] = [Cabinet(title: "Claw", screen: AnyView(ClawMachine()))]

  var body: some View {
    VStack {
      ForEach(corners) { corner in
        NavigationLink(destination: corner.screen) {
          Text(corner.title)
        }
      }
    }
  }
}

struct RacerSeat: View {
  var body: some View { Text("Racer") }
}

struct ClawMachine: View {
  var body: some View { Text("Claw") }
}
