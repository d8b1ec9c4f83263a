// A router forwarding to a service typed by a protocol (`var lift: (any Lift)?`), handed to it in
// the stack host's `onAppear`; one type of the files read conforms to the protocol.
// Expected: entry Lobby (stack); Lobby: push Gallery 'Up' (value Floor);
//           Gallery: pop 'Down', popToRoot 'Ground floor'.
import SwiftUI

enum Floor: Hashable { case gallery }

protocol Lift: AnyObject {
  func ride(to floor: Floor)
  func down()
  func ground()
}

final class PathLift: ObservableObject, Lift {
  @Published var path = NavigationPath()
  func ride(to floor: Floor) { path.append(floor) }
  func down() { path.removeLast() }
  func ground() { path = NavigationPath() }
}

final class Operator: ObservableObject {
  var lift: (any Lift)?
  func attach(_ lift: any Lift) { self.lift = lift }
  func ride(to floor: Floor) { lift?.ride(to: floor) }
  func down() { lift?.down() }
  func ground() { lift?.ground() }
}

@main
struct BuildingApp: App {
  var body: some Scene { WindowGroup { Building() } }
}

struct Building: View {
  @StateObject private var op = Operator()
  @StateObject private var lift = PathLift()
  var body: some View {
    NavigationStack(path: $lift.path) {
      Lobby().navigationDestination(for: Floor.self) { _ in Gallery() }
    }
    .environmentObject(op)
    .onAppear { op.attach(lift) }
  }
}

struct Lobby: View {
  @EnvironmentObject var op: Operator
  var body: some View { Button("Up") { op.ride(to: .gallery) } }
}

struct Gallery: View {
  @EnvironmentObject var op: Operator
  var body: some View {
    VStack {
      Button("Down") { op.down() }
      Button("Ground floor") { op.ground() }
    }
  }
}
