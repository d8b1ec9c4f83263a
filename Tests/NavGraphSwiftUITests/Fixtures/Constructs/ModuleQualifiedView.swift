import Pinball
import SwiftUI

// A destination from a package, written with its module's name (`Pinball.TableView`), beside
// one of the app's own views nested in a type it declares (`Arcade.Darts`).
@main
struct ArcadeApp: App {
  var body: some Scene { WindowGroup { ArcadeHall() } }
}

struct ArcadeHall: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Darts") { Arcade.Darts() }
        NavigationLink("Pinball") { Pinball.TableView(balls: 3) }
      }
    }
  }
}

enum Arcade {
  struct Darts: View {
    var body: some View { Text("Darts") }
  }
}
