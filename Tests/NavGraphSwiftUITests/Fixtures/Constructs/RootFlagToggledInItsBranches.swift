import SwiftUI

final class DoorModel: ObservableObject {
  @Published var returning = false
}

@main
struct BeaconApp: App {
  @AppStorage("signedIn") private var signedIn = false
  @StateObject private var door = DoorModel()

  var body: some Scene {
    WindowGroup {
      ZStack {
        if signedIn {
          BeaconHome()
        } else {
          if door.returning { BeaconSignIn(door: door) } else { BeaconSignUp(door: door) }
        }
      }
    }
  }
}

/// Each branch toggles the flag its root switch tests: the toggle sets the value the other branch
/// is shown for.
struct BeaconSignUp: View {
  @ObservedObject var door: DoorModel

  var body: some View {
    Button("I have an account") { door.returning.toggle() }
  }
}

struct BeaconSignIn: View {
  @ObservedObject var door: DoorModel

  var body: some View {
    Button("Create an account") { door.returning.toggle() }
  }
}

struct BeaconHome: View {
  var body: some View { Text("Home") }
}
